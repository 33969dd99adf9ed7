/** Money is shown with two decimals and grouping (SPEC 2: the member bar balance). */
export function formatMoney(amount: number, currencySymbol = ''): string {
  const formatted = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return currencySymbol ? `${currencySymbol} ${formatted}` : formatted;
}
