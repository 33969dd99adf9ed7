/** The agent's invite link (registerCenter): the site's register page with the agent's code, on the site's own origin. */
export function inviteLink(origin: string, affiliateCode: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set('referralCode', affiliateCode);
  return url.toString();
}
