/* Apart from the lobby's jackpot (jackpot.ts): a card's counter is in the lobby's initial JS, the lobby's own loads with its counter (issue 33). */

/**
 * A jackpot game's card counter: a pool that starts from a per-game amount and
 * grows a little on every tick (SPEC 9: 3 s), so cards look alive without a
 * call per card.
 */
function seed(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function jackpotAmount(nodeId: string, tick: number): number {
  const base = 80_000 + (seed(nodeId) % 2_400_000);
  const step = 3 + (seed(`${nodeId}:step`) % 40) + (seed(`${nodeId}:cents`) % 100) / 100;
  return Math.round((base + step * tick) * 100) / 100;
}
