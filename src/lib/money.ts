/** Kept for branches in flight (issue 32): the formats live in the one table, `@/lib/format`; import from there. */
export { formatMoney, prepareMoneyFormat } from './format';
