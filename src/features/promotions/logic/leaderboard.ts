/** How the leaderboard masks an account (SPEC 7, as the winner board does): two first letters, ***, two last. */
export function maskAccount(account: string): string {
  if (account.length < 2) return `${account}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** Progress of a score against the leader's, 0 to 1 (the bar of a leaderboard row). */
export function progressOf(score: number | undefined, top: number | undefined): number {
  if (!score || !top || top <= 0) return 0;
  return Math.min(1, Math.max(0, score / top));
}
