// The member records' report definitions live in their route files (docs/how-to/add-a-report.md); what they use:
export { recordsCalls } from './api/records-calls';
export { AccountRecordDialog } from './components/account-record-dialog';
export { useAccountRecordColumns } from './components/account-record-columns';
export { BetDetailDialog } from './components/bet-detail-dialog';
export { useBettingRecordColumns } from './components/betting-record-columns';
export { BonusDetailDialog } from './components/bonus-detail-dialog';
export { useBonusDetailsColumns } from './components/bonus-details-columns';
export { ProfitLossFigure } from './components/profit-loss-figure';
export { useProfitLossColumns } from './components/profit-loss-columns';
export { RecordGameTypeFilter } from './components/record-game-type-filter';
export { BONUS_KIND_LABELS, RECORD_TYPE_LABELS } from './logic/record-labels';
// The URL schemas, for the routes' validateSearch (a new report's schema needs no line here).
export * from './logic/records-search';
export type { AccountRecord, BetRecord, BonusRecord } from '@generated/model';
