/**
 * `x-decimal-places` (ADR 0019): the contract's money amounts are JSON numbers with at most two decimals. JSON
 * Schema's `multipleOf: 0.01` cannot say it: a validator with default options divides binary floats and refuses
 * 76543.21. The rule is read on the number's shortest decimal form (what JSON.stringify writes, and what a person
 * typed), so it agrees with every JSON parser. The checker (npm run verify) and the contract tests validate with it.
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';

export const DECIMAL_PLACES_KEYWORD = 'x-decimal-places';

/** Digits after the point in the shortest decimal form of a finite number (1e-7 has 7); NaN for a non-finite one. */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return Number.NaN;
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

export const fitsDecimalPlaces = (value: number, places: number) => decimalPlaces(value) <= places;

/** Makes an Ajv instance enforce `x-decimal-places` on numbers (other types pass, as `multipleOf` lets them). */
export function addDecimalPlaces(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: DECIMAL_PLACES_KEYWORD,
    type: 'number',
    schemaType: 'number',
    error: { message: ({ schema }) => `must have at most ${String(schema)} decimal places` },
    validate: (places: number, data: number) => fitsDecimalPlaces(data, places),
  });
}
