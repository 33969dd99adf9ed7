/**
 * The first screen in the page's HTML (scripts/prerender.ts, ADR 0022) is hydrated with every call still pending, as
 * the build rendered it: while it hydrates, the answers of the calls made meanwhile are held (src/api/fetcher.ts),
 * or React would find data where the HTML has placeholders. Open unless start-up holds it.
 */
let held = false;
let waiting: Array<() => void> = [];
let fromHtml = false;

/** Whether this page draws the first screen the HTML holds (the build's render, then its hydration). */
export const drawsFirstScreenFromHtml = (): boolean => fromHtml;

/** Whether the HTML's first screen is still hydrating: its renders must draw what the build drew. */
export const hydratingFirstScreen = (): boolean => held;

/**
 * Resolves once the first screen no longer needs to match the HTML: at once, unless the page is hydrating. The
 * answers held meanwhile go through one per task (issue 33), in the order they were asked: each renders what it
 * brings in a task of its own instead of the whole lobby in one.
 */
export const firstScreenSettled = (): Promise<void> => (held ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve());

/** Start-up, before the first calls of a page it hydrates (and the build's render): answers wait for settleFirstScreen. */
export function holdAnswersUntilHydrated(): void {
  fromHtml = true;
  held = true;
  // A safety net, not a wait: should the lobby never say it is hydrated (an error boundary, a redirect before it
  // mounts), the answers go through anyway rather than leave the page waiting for ever. A late hydration then
  // meets data early and React renders afresh, which is a repaint, not a blank page.
  setTimeout(settleFirstScreen, HOLD_AT_MOST_MS);
}

/** How long answers may wait for the first screen's hydration at most. */
export const HOLD_AT_MOST_MS = 10_000;

export function settleFirstScreen(): void {
  if (!held) return;
  held = false;
  releaseInTurn(waiting);
  waiting = [];
}

/**
 * One answer, then two timers: the query cache tells its observers in a timer of its own (TanStack Query's
 * notifyManager), which runs between the two, so this answer's render is done before the next answer comes.
 */
function releaseInTurn(queue: Array<() => void>): void {
  const next = queue.shift();
  if (!next) return;
  next();
  setTimeout(() => setTimeout(() => releaseInTurn(queue), 0), 0);
}

/** The language of the first screen in the HTML when the inline script found it to be this page's; else null. */
export function hydratableLanguage(): string | null {
  const marked = document.documentElement.getAttribute('data-first-screen');
  return marked && marked !== 'off' ? marked : null;
}

/** What the page's inline script left: the notices call it started for the first banner (scripts/prerender.ts). */
type EarlyAnswer = { url: string; answer: Promise<Response> };

/**
 * The answer of a call the page's inline script already made, taken once by the app's first identical call (the
 * lobby's notices on a real API, ADR 0034), so the page asks once: same address (resolved against the page), a plain
 * GET without a session token. Otherwise undefined, and the caller asks itself.
 */
export function takeEarlyAnswer(fullUrl: string, init: { method?: string; headers: Headers }): Promise<Response> | undefined {
  const holder = globalThis as { __firstScreenNotices?: EarlyAnswer };
  const early = holder.__firstScreenNotices;
  if (!early || typeof location === 'undefined') return undefined;
  if ((init.method ?? 'GET').toUpperCase() !== 'GET' || init.headers.has('token')) return undefined;
  if (new URL(early.url, location.href).href !== new URL(fullUrl, location.href).href) return undefined;
  delete holder.__firstScreenNotices;
  return early.answer;
}
