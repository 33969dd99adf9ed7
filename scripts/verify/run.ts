/**
 * Runs the scenario against a server and checks every answer against the
 * contract: a declared status, the declared content type, the
 * `{success, value, message}` envelope, the body against the operation's
 * schema (strict about required fields and types), fields the contract does
 * not declare (warnings), and what the scenario expected (a success, a 401, a
 * rejected body).
 */
import { brief, type Contract, type Extra, type Operation, type Problem, type SessionLifetime } from './contract.ts';
import { exampleOf, IRREVERSIBLE, scenario, type CheckKind, type Context, type Request, type Skip, type Step } from './scenario.ts';

export type Options = {
  contract: Contract;
  /** Where the server is; operation paths are appended (`http://host:8080` or `https://host/api`). */
  baseUrl: string;
  user: string;
  password: string;
  /** Only operations with these tags (the login still runs). */
  only?: string[];
  /** Run the calls that change state (and undo them). */
  allowWrites?: boolean;
  /** Per request. */
  timeoutMs?: number;
  /** "Today" for date ranges (record lists). */
  today?: Date;
  /** Called before each request. */
  onProgress?: (done: number, total: number, label: string) => void;
  /**
   * The server is a static mock (Prism serving the contract's examples): it keeps no sessions and checks no
   * passwords, so the behaviour checks (a token after logout, an account change with a wrong password) are skipped.
   */
  staticServer?: boolean;
};

export type RequestRecord = { method: string; url: string; headers: Record<string, string>; body?: unknown };

export type CheckResult = {
  operationId: string;
  kind: CheckKind;
  label: string;
  outcome: 'pass' | 'fail' | 'skipped';
  /** Why it was skipped. */
  reason?: string;
  request?: RequestRecord;
  status?: number;
  /** The status key of the contract it falls under ('200', '5XX'). */
  declared?: string | null;
  contentType?: string | null;
  ms?: number;
  /** The envelope branch the answer took. */
  answer?: 'success' | 'failure';
  /** The failure envelope's message and code, when it failed. */
  message?: string | null;
  code?: string;
  problems: Problem[];
  extras: Extra[];
  /** Behaviour worth a look that the contract does not decide. */
  notes: string[];
  /** The answer's body (shortened), kept for failed checks. */
  body?: string;
};

export type OperationOutcome = 'pass' | 'fail' | 'partial' | 'skipped' | 'not-exercised';
export type OperationResult = {
  operationId: string;
  tag: string;
  method: string;
  path: string;
  summary: string;
  protected: boolean;
  /**
   * pass: its success path and every other check passed; fail: a check failed;
   * partial: only its failure answers were checked (reason); skipped: its calls
   * could not run (reason); not-exercised: the scenario has no call for it.
   */
  outcome: OperationOutcome;
  reason?: string;
  checks: CheckResult[];
};

export type Report = {
  baseUrl: string;
  contract: { title: string; version: string };
  /** The contract's info.x-session-lifetime, when it states one (issue 28). */
  sessionLifetime: SessionLifetime | null;
  staticServer: boolean;
  user: string;
  only: string[] | null;
  allowWrites: boolean;
  timeoutMs: number;
  startedAt: string;
  durationMs: number;
  operations: OperationResult[];
  totals: {
    operations: number;
    pass: number;
    fail: number;
    partial: number;
    skipped: number;
    notExercised: number;
    requests: number;
    failedChecks: number;
    extras: number;
    notes: number;
  };
  ok: boolean;
};

/** The server cannot be reached at all: no report makes sense. */
export class UnreachableError extends Error {}

const DEFAULT_TIMEOUT_MS = 10_000;

export async function verify(options: Options): Promise<Report> {
  const { contract } = options;
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const selected = (operation: Operation | undefined) => !options.only?.length || (operation !== undefined && options.only.includes(operation.tag));
  const ctx: Context = {
    contract,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    user: options.user,
    password: options.password,
    today: options.today ?? new Date(),
    games: [],
    wallets: [],
  };
  const steps = scenario(contract).filter((entry) => entry.prerequisite || selected(contract.byId(entry.operationId)));
  const results: CheckResult[] = [];
  let requests = 0;
  for (const [index, entry] of steps.entries()) {
    options.onProgress?.(index, steps.length, `${entry.operationId} — ${entry.label}`);
    const result = await runStep(ctx, entry, { allowWrites: options.allowWrites ?? false, timeoutMs, staticServer: options.staticServer ?? false });
    if (result.request) requests += 1;
    if (requests === 1 && result.problems[0]?.kind === 'network') {
      throw new UnreachableError(`Cannot reach ${ctx.baseUrl}: ${result.problems[0].message}`);
    }
    results.push(result);
  }
  options.onProgress?.(steps.length, steps.length, 'done');

  // A prerequisite outside --only (the login) that failed is reported too: everything after it depends on it.
  const failedPrerequisites = new Set(results.filter((check) => check.outcome === 'fail').map((check) => check.operationId));
  const operations = contract.operations
    .filter((operation) => selected(operation) || failedPrerequisites.has(operation.operationId))
    .map((operation) => summarise(operation, results));
  const count = (outcome: OperationOutcome) => operations.filter((operation) => operation.outcome === outcome).length;
  const checks = operations.flatMap((operation) => operation.checks);
  const totals = {
    operations: operations.length,
    pass: count('pass'),
    fail: count('fail'),
    partial: count('partial'),
    skipped: count('skipped'),
    notExercised: count('not-exercised'),
    requests,
    failedChecks: checks.filter((check) => check.outcome === 'fail').length,
    extras: checks.reduce((sum, check) => sum + check.extras.length, 0),
    notes: checks.reduce((sum, check) => sum + check.notes.length, 0),
  };
  return {
    baseUrl: ctx.baseUrl,
    contract: { title: contract.spec.info.title, version: contract.spec.info.version },
    sessionLifetime: sessionLifetimeOf(contract),
    staticServer: options.staticServer ?? false,
    user: options.user,
    only: options.only?.length ? options.only : null,
    allowWrites: options.allowWrites ?? false,
    timeoutMs,
    startedAt,
    durationMs: Math.round(performance.now() - started),
    operations,
    totals,
    ok: totals.fail === 0,
  };
}

function sessionLifetimeOf(contract: Contract): SessionLifetime | null {
  const life = contract.spec.info['x-session-lifetime'];
  return typeof life?.idleSeconds === 'number' && typeof life.absoluteSeconds === 'number'
    ? { idleSeconds: life.idleSeconds, absoluteSeconds: life.absoluteSeconds }
    : null;
}

function summarise(operation: Operation, results: CheckResult[]): OperationResult {
  const checks = results.filter((check) => check.operationId === operation.operationId && !(check.outcome === 'skipped' && check.reason === 'not needed'));
  const ran = checks.filter((check) => check.outcome !== 'skipped');
  // Its success path: the scenario's call, or the undo that calls it (a favourite removed, then added back).
  const main = checks.filter((check) => check.kind === 'main' || check.kind === 'undo');
  let outcome: OperationOutcome;
  let reason: string | undefined;
  if (ran.some((check) => check.outcome === 'fail')) outcome = 'fail';
  else if (main.some((check) => check.outcome === 'pass')) outcome = 'pass';
  else {
    reason = IRREVERSIBLE[operation.operationId] ?? main.find((check) => check.reason)?.reason ?? 'the scenario has no call for it';
    outcome = ran.length > 0 ? 'partial' : checks.length > 0 ? 'skipped' : 'not-exercised';
  }
  return {
    operationId: operation.operationId,
    tag: operation.tag,
    method: operation.method,
    path: operation.path,
    summary: operation.summary,
    protected: operation.protected,
    outcome,
    reason,
    checks,
  };
}

/** Checks of what a server does, not of what it answers: a static mock cannot pass them. */
const BEHAVIOUR: readonly CheckKind[] = ['reauth', 'after-logout'];

async function runStep(ctx: Context, entry: Step, settings: { allowWrites: boolean; timeoutMs: number; staticServer: boolean }): Promise<CheckResult> {
  const result: CheckResult = { operationId: entry.operationId, kind: entry.kind, label: entry.label, outcome: 'skipped', problems: [], extras: [], notes: [] };
  const operation = ctx.contract.byId(entry.calls ?? entry.operationId);
  if (!operation) return { ...result, reason: `the contract has no operation ${entry.calls ?? entry.operationId}` };
  if (entry.write && !settings.allowWrites) return { ...result, reason: 'changes state: runs with --allow-writes' };
  if (entry.session && !ctx.token) return { ...result, reason: `no session: ${ctx.noSession ?? 'the login did not succeed'}` };
  if (settings.staticServer && BEHAVIOUR.includes(entry.kind)) return { ...result, reason: 'a static mock keeps no sessions and checks no passwords' };
  const planned = await entry.request(ctx, operation);
  if ('skip' in planned) return { ...result, reason: planned.skip };
  if ('fail' in planned) {
    result.problems.push({ kind: 'expectation', message: planned.fail });
    return finish(result);
  }
  const built = buildRequest(ctx, operation, planned, entry);
  if ('skip' in built) return { ...result, reason: built.skip };
  result.request = built.record;

  const started = performance.now();
  let response: Response;
  let text: string;
  try {
    response = await fetch(built.url, { ...built.init, signal: AbortSignal.timeout(settings.timeoutMs) });
    text = await response.text();
  } catch (error) {
    result.ms = Math.round(performance.now() - started);
    const timedOut = (error as Error).name === 'TimeoutError';
    result.problems.push(
      timedOut ? { kind: 'timeout', message: `no answer within ${settings.timeoutMs} ms (--timeout)` } : { kind: 'network', message: networkMessage(error) },
    );
    return finish(result);
  }
  result.ms = Math.round(performance.now() - started);
  result.status = response.status;
  result.contentType = response.headers.get('content-type');
  checkAnswer(ctx, operation, entry, result, text);
  if (result.problems.length === 0 && result.answer === 'success' && entry.then) {
    await entry.then(ctx, (JSON.parse(text) as { value?: unknown }).value);
  }
  if (entry.operationId === 'login' && entry.kind === 'main' && !ctx.token) {
    ctx.noSession = `login with user ${ctx.user} ${result.answer === 'failure' ? `was refused: ${result.message ?? ''}${result.code ? ` (${result.code})` : ''}` : `answered HTTP ${response.status}`}`;
  }
  if (result.outcome !== 'skipped' && result.problems.length > 0) result.body = text.length > 2000 ? `${text.slice(0, 1999)}…` : text;
  return finish(result);
}

function finish(result: CheckResult): CheckResult {
  result.outcome = result.problems.length > 0 ? 'fail' : 'pass';
  return result;
}

function networkMessage(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return `${cause.code}${cause.message && !cause.message.includes(cause.code) ? ` (${cause.message})` : ''}`;
  return cause?.message ?? (error as Error).message ?? String(error);
}

function buildRequest(ctx: Context, operation: Operation, planned: Request, entry: Step): { url: string; init: RequestInit; record: RequestRecord } | Skip {
  let path = operation.path;
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'path')) {
    const value = planned.pathParams?.[parameter.name] ?? exampleOf(parameter);
    if (value === undefined) return { skip: `path parameter ${parameter.name} has no example in the contract` };
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
  }
  const url = new URL(`${ctx.baseUrl}${path}`);
  const query = { ...planned.query };
  // Bad-request and no-token calls send only what they mean to; the others fill required parameters from the contract.
  if (entry.kind === 'main' || entry.kind === 'undo') {
    for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query' && candidate.required)) {
      if (query[parameter.name] !== undefined) continue;
      const value = exampleOf(parameter);
      if (value === undefined) return { skip: `required query parameter ${parameter.name} has no example in the contract` };
      query[parameter.name] = value;
    }
  }
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));

  const headers: Record<string, string> = { Accept: 'application/json' };
  const shownHeaders: Record<string, string> = { Accept: 'application/json' };
  const sendToken = planned.token ?? entry.session;
  if (sendToken && ctx.token) {
    headers.token = ctx.token;
    shownHeaders.token = '(the session token)';
  }
  // A call that moves money carries the contract's Idempotency-Key: a fresh one per call (each is its own intent).
  if (operation.parameters.some((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key')) {
    const key = crypto.randomUUID();
    headers['Idempotency-Key'] = key;
    shownHeaders['Idempotency-Key'] = key;
  }
  let body: string | undefined;
  if (planned.body !== undefined && operation.body) {
    const form = operation.body.mediaType === 'application/x-www-form-urlencoded';
    headers['Content-Type'] = operation.body.mediaType;
    shownHeaders['Content-Type'] = operation.body.mediaType;
    body = form ? new URLSearchParams(planned.body as Record<string, string>).toString() : JSON.stringify(planned.body);
  }
  return {
    url: url.toString(),
    init: { method: operation.method, headers, body },
    record: { method: operation.method, url: url.toString(), headers: shownHeaders, body: planned.shown ?? planned.body },
  };
}

/** Status, content type, JSON, envelope, schema, extra fields, then the scenario's expectation. */
function checkAnswer(ctx: Context, operation: Operation, entry: Step, result: CheckResult, text: string): void {
  const { contract } = ctx;
  const status = result.status ?? 0;
  result.declared = contract.declaredStatus(operation, status);
  if (!result.declared) {
    result.problems.push({
      kind: 'status',
      message: `HTTP ${status} is not a status the contract declares for ${operation.operationId}`,
      expected: operation.statuses.join(', '),
      actual: String(status),
    });
    return;
  }
  const media = contract.responseMedia(operation, result.declared);
  if (media.length === 0) return; // a response without a body
  const mediaType = (result.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const declared =
    media.find((entry) => entry.mediaType === mediaType) ??
    (mediaType === '' ? undefined : media.find((entry) => mediaType.endsWith('+json') && entry.mediaType === 'application/json'));
  if (!declared) {
    result.problems.push({
      kind: 'content-type',
      message: `Content-Type is not what the contract declares for ${result.declared}`,
      expected: media.map((entry) => entry.mediaType).join(' or '),
      actual: result.contentType ?? '(none)',
    });
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    result.problems.push({ kind: 'json', message: 'the body is not JSON', expected: 'a JSON body', actual: brief(text) });
    return;
  }
  const envelope = envelopeProblem(body);
  if (envelope) {
    result.problems.push(envelope);
    return;
  }
  const answer = body as { success: boolean; message?: string | null; value?: { code?: unknown } | null };
  result.answer = answer.success ? 'success' : 'failure';
  if (!answer.success) {
    result.message = answer.message ?? null;
    if (typeof answer.value?.code === 'string') result.code = answer.value.code;
  }
  const problems = contract.validate(declared.pointer, body);
  result.problems.push(...problems);
  if (problems.length === 0) result.extras = contract.extras(declared.pointer, body);
  // A token that outlives logout fails (issue 28); a static mock such as Prism skips the check (--static-mock).
  const unmet = expectationProblem(entry, result, operation);
  if (unmet) result.problems.push(unmet);
}

function envelopeProblem(body: unknown): Problem | null {
  const where = {
    kind: 'envelope' as const,
    path: '',
    schemaPath: '#/components/schemas/ErrorEnvelope',
    expected: '{success: boolean, message: string|null, value}',
  };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ...where, message: 'the body is not the {success, value, message} envelope', actual: brief(body) };
  }
  const record = body as Record<string, unknown>;
  const missing = ['success', 'value'].filter((key) => !(key in record));
  if (missing.length > 0 || typeof record.success !== 'boolean') {
    const keys = Object.keys(record);
    return {
      ...where,
      message: `the body is not the {success, value, message} envelope: ${missing.length > 0 ? `no ${missing.map((key) => `'${key}'`).join(' or ')}` : "'success' is not a boolean"}`,
      actual: `{${keys.slice(0, 8).join(', ')}${keys.length > 8 ? ', …' : ''}}`,
    };
  }
  return null;
}

const describeAnswer = (result: CheckResult) =>
  result.answer === 'failure'
    ? `HTTP ${result.status ?? '?'} with the failure envelope: ${JSON.stringify(result.message ?? '')}${result.code ? ` (${result.code})` : ''}`
    : `HTTP ${result.status ?? '?'} with success ${result.answer === 'success'}`;

function expectationProblem(entry: Step, result: CheckResult, operation: Operation): Problem | null {
  const status = result.status ?? 0;
  const ok = status >= 200 && status < 300;
  switch (entry.expect) {
    case 'success':
      if (ok && result.answer === 'success') return null;
      return {
        kind: 'expectation',
        message:
          status === 401
            ? 'answered 401 although the session token was sent'
            : status >= 500
              ? `answered a server error (HTTP ${status})`
              : 'the scenario needs a success here',
        expected: 'HTTP 200 with success true',
        actual: describeAnswer(result),
      };
    case 'answer':
      // A refusal for the role (an agent's call with a member's token) is the contract's 403 (x-allowed-roles).
      if (ok || (status === 403 && result.answer === 'failure' && operation.statuses.includes('403'))) return null;
      return {
        kind: 'expectation',
        message: `answered HTTP ${status}`,
        expected: 'HTTP 200 (success or failure envelope), or the 403 of a role the operation refuses',
        actual: describeAnswer(result),
      };
    case 'rejected':
      if (result.answer === 'failure' && status < 500) return null;
      return {
        kind: 'expectation',
        message: result.answer === 'success' ? 'accepted a request body the contract rejects' : `answered a server error (HTTP ${status}) to a bad body`,
        expected: `the failure envelope (HTTP 400${operation.statuses.includes('400') ? '' : ' or 200'})`,
        actual: describeAnswer(result),
      };
    case 'refused':
      if (result.answer === 'failure' && status < 500) return null;
      return {
        kind: 'expectation',
        message:
          result.answer === 'success'
            ? `made the account change with a wrong login password: a stolen session alone can ${operation.operationId === 'addBankAccount' ? 'add a payout account' : 'take the account over'} (issue 28)`
            : `answered a server error (HTTP ${status}) to a wrong password`,
        expected: 'the failure envelope (INVALID_CREDENTIALS, or 429 after too many)',
        actual: describeAnswer(result),
      };
    case 'unauthorized':
      if (status === 401 && result.answer === 'failure') return null;
      return {
        kind: 'expectation',
        message:
          entry.kind === 'after-logout'
            ? 'the token still works after logout'
            : 'answered a call without the token (the operation requires it: security token)',
        expected: 'HTTP 401 with the failure envelope',
        actual: describeAnswer(result),
      };
  }
}
