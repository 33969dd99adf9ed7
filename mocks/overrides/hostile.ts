import { getResponse, HttpResponse, type RequestHandler } from 'msw';

/**
 * Hostile content (`listGames:hostile`, the `hostile` scenario): the normal
 * answer with every text a person reads replaced by an XSS payload from the
 * corpus (tests/support/xss-payloads.ts, loaded on first use: a chunk of its
 * own). Plain-text fields get one payload each, in turn, so a list carries
 * the whole corpus; rich-HTML fields (`content`, `rules`) get the whole
 * corpus at once. Ids, codes, URLs, times and enums are left alone, so the
 * site still works and shows the payloads.
 */
export const TEXT_FIELDS = new Set([
  'accountName',
  'bankName',
  'countryName',
  'customerName',
  'displayName',
  'fullname',
  'gameName',
  'message',
  'name',
  'nickname',
  'nodeName',
  'payeeName',
  'prizeName',
  'remark',
  'sender',
  'summary',
  'title',
  'userName',
]);
export const RICH_FIELDS = new Set(['content', 'rules']);

let corpus: Promise<readonly string[]> | undefined;
let turn = 0;

function payloads(): Promise<readonly string[]> {
  corpus ??= import('../../tests/support/xss-payloads').then((module) => module.XSS_PAYLOADS);
  return corpus;
}

/** The value with its texts replaced (pure but for the turn counter that spreads the corpus over the fields). */
export function poisoned(value: unknown, list: readonly string[], key = ''): unknown {
  if (typeof value === 'string') {
    if (RICH_FIELDS.has(key)) return list.join('\n<p>·</p>\n');
    if (TEXT_FIELDS.has(key)) return list[turn++ % list.length];
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => poisoned(item, list, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, poisoned(field, list, name)]));
  }
  return value;
}

/** The normal answer of `rest` to the request, its success value poisoned; failures and non-JSON pass as they are. */
export async function hostileResponse(request: Request, rest: () => readonly RequestHandler[]): Promise<Response | undefined> {
  const normal = await getResponse([...rest()], request.clone());
  if (!normal || !normal.headers.get('content-type')?.includes('json')) return normal;
  const body = (await normal.clone().json()) as { success?: unknown; value?: unknown };
  if (body?.success !== true) return normal;
  return HttpResponse.json({ ...body, value: poisoned(body.value, await payloads()) } as never, { status: normal.status });
}
