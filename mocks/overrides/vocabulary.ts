/**
 * The override vocabulary: one way to say "answer this operation like that",
 * shared by the mock panel, the `?mock=` link, the Vitest helper
 * (tests/support/mock-overrides.ts) and the Playwright helper
 * (tests/support/mock-link.ts). Pure: no storage, no MSW.
 *
 *   listGames:empty          the normal answer with its list emptied
 *   login:wrongPassword      a named answer of the contract (generated/contract/answers.ts)
 *   getWalletBalance:500     HTTP 500 (the contract's 5XX answer)
 *   getMemberInfo:401        HTTP 401 (the contract's "not logged in")
 *   listGames:network-error  a network failure (the request never gets an answer)
 *   listGames:1500ms         the normal answer, 1.5 s late
 *   listGames:hostile        the normal answer, its texts replaced by XSS payloads (mocks/overrides/hostile.ts)
 *
 * A link lists several, comma-separated: `?mock=listGames:empty,getWalletBalance:500`.
 */
export const OVERRIDE_PARAM = 'mock';

export type OverrideAnswer =
  | { kind: 'empty' }
  | { kind: 'hostile' }
  | { kind: 'status'; status: 401 | 500 }
  | { kind: 'network-error' }
  | { kind: 'delay'; ms: number }
  | { kind: 'example'; name: string };

export type Override = { operationId: string; answer: OverrideAnswer };

/** The longest delay the vocabulary accepts (a minute): a typo should not hang a page for hours. */
export const MAX_DELAY_MS = 60_000;

/** Operation ids and example names are identifiers (the contract's names are camelCase). */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const DELAY = /^(\d{1,5})ms$/;

/** `empty`, `500`, `wrongPassword` … → the answer, or null when the word means nothing. */
export function parseAnswer(word: string): OverrideAnswer | null {
  const text = word.trim();
  if (text === 'empty') return { kind: 'empty' };
  if (text === 'hostile') return { kind: 'hostile' };
  if (text === 'network-error') return { kind: 'network-error' };
  if (text === '500' || text === '401') return { kind: 'status', status: Number(text) as 401 | 500 };
  const delay = DELAY.exec(text);
  if (delay) {
    const ms = Number(delay[1]);
    return ms <= MAX_DELAY_MS ? { kind: 'delay', ms } : null;
  }
  return IDENTIFIER.test(text) ? { kind: 'example', name: text } : null;
}

export function serialiseAnswer(answer: OverrideAnswer): string {
  switch (answer.kind) {
    case 'empty':
    case 'hostile':
    case 'network-error':
      return answer.kind;
    case 'status':
      return String(answer.status);
    case 'delay':
      return `${answer.ms}ms`;
    case 'example':
      return answer.name;
  }
}

/** One `operationId:answer` (spaces around the colon are allowed, as people write "listGames: empty"). */
export function parseOverride(text: string): Override | null {
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const operationId = text.slice(0, colon).trim();
  const answer = parseAnswer(text.slice(colon + 1));
  if (!IDENTIFIER.test(operationId) || !answer) return null;
  return { operationId, answer };
}

export function serialiseOverride(override: Override): string {
  return `${override.operationId}:${serialiseAnswer(override.answer)}`;
}

/**
 * The value of `?mock=`: comma-separated overrides. Words that mean nothing
 * are dropped (and returned in `rejected`, for a warning); a later override
 * of the same operation replaces an earlier one.
 */
export function parseOverrides(value: string | null | undefined): { overrides: Override[]; rejected: string[] } {
  const byOperation = new Map<string, Override>();
  const rejected: string[] = [];
  for (const part of (value ?? '').split(',')) {
    if (part.trim() === '') continue;
    const override = parseOverride(part);
    if (!override) {
      rejected.push(part.trim());
      continue;
    }
    byOperation.delete(override.operationId);
    byOperation.set(override.operationId, override);
  }
  return { overrides: [...byOperation.values()], rejected };
}

export function serialiseOverrides(overrides: readonly Override[]): string {
  return overrides.map(serialiseOverride).join(',');
}

/** Adds or replaces the override of one operation (the list keeps its order; a replaced one moves last). */
export function withOverride(overrides: readonly Override[], next: Override): Override[] {
  return [...overrides.filter((override) => override.operationId !== next.operationId), next];
}

export function withoutOverride(overrides: readonly Override[], operationId: string): Override[] {
  return overrides.filter((override) => override.operationId !== operationId);
}

/** `?mock=…` for an address: the overrides, or the parameter removed when there are none. */
export function linkWithOverrides(href: string, overrides: readonly Override[]): string {
  const url = new URL(href);
  if (overrides.length === 0) url.searchParams.delete(OVERRIDE_PARAM);
  else url.searchParams.set(OVERRIDE_PARAM, serialiseOverrides(overrides));
  // Keep the separators readable in a link: `listGames:empty,login:wrongPassword`.
  return url.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}
