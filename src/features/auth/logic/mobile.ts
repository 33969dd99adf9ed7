/** A mobile number as the SMS calls take it (LoginSmsCodeRequest): 6 to 15 digits, no dialing code. */
export function isMobileNumber(value: string): boolean {
  return /^[0-9]{6,15}$/.test(value);
}

/** People paste numbers with spaces and dashes; the calls want digits only. */
export function normaliseMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}
