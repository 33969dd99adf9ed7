/** A mobile number as the SMS calls take it (LoginSmsCodeRequest): 6 to 15 digits, no dialing code. */
export function isMobileNumber(value: string): boolean {
  return /^[0-9]{6,15}$/.test(value);
}

/** People paste numbers with spaces and dashes; the calls want digits only. */
export function normaliseMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * The dialing code a mobile field holds once the merchant's codes are known: the one the person chose if the
 * merchant offers it, else the merchant's first (its own country, from its configuration), never a code of our own.
 */
export function dialingCodeChoice(current: string, codes: readonly { countryDialingCode?: string }[]): string {
  const offered = codes.map((entry) => entry.countryDialingCode).filter((code): code is string => Boolean(code));
  return offered.includes(current) ? current : (offered[0] ?? current);
}
