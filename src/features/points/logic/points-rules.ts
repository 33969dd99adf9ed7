/**
 * Points-mall arithmetic (SPEC 3, 9: points never expire). Pure, so the
 * forms and the tests share one reading.
 */

/** How many units of a reward the balance pays for (0 when it pays for none, never more than the stock). */
export function affordableUnits(balance: number, pointsRequirement: number, stock?: number): number {
  if (pointsRequirement <= 0) return stock ?? 0;
  const units = Math.floor(balance / pointsRequirement);
  return Math.max(0, stock === undefined ? units : Math.min(units, stock));
}

/** Money credited for converted points, in cents precision. */
export function conversionAmount(points: number, conversionRate: number): number {
  return Math.round(points * conversionRate * 100) / 100;
}
