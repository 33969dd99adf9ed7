import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, resetDb } from '@mocks/db/store';
import { profileOf } from '@mocks/handlers/member-profile';
import { handlers } from '@mocks/handlers';
import { freePort } from '../../../scripts/free-port.mjs';
import { Contract } from '../../../scripts/verify/contract.ts';
import { main } from '../../../scripts/verify/main.ts';
import { formatHtml, formatText, summaryLine } from '../../../scripts/verify/report.ts';
import { verify, type CheckResult, type Report } from '../../../scripts/verify/run.ts';
import { serveHandlers, type HttpMockServer, type Intercept } from '../../support/msw-http';
import { CONTRACT_FILE } from '../../support/contract';

/**
 * The backend team's contract checker (npm run verify), run against real HTTP
 * servers on free loopback ports: our curated MSW mocks (which must pass with
 * no drift), and the same mocks deliberately broken, where each fault must be
 * found, named and located.
 */
const contract = Contract.load(CONTRACT_FILE);
const run = (baseUrl: string, extra: Partial<Parameters<typeof verify>[0]> = {}) =>
  verify({ contract, baseUrl, user: 'demo', password: 'Demo@1234', allowWrites: true, ...extra });

const failed = (report: Report, operationId: string): CheckResult[] =>
  report.operations.find((operation) => operation.operationId === operationId)?.checks.filter((check) => check.outcome === 'fail') ?? [];

/** Serves the mocks (through `intercept`, if any) on a free port for the block, and runs the checker once against them. */
function checkedServer(intercept?: Intercept, options: Partial<Parameters<typeof verify>[0]> = {}) {
  const checked = {} as { server: HttpMockServer; report: Report };
  beforeAll(async () => {
    resetDb();
    checked.server = await serveHandlers(handlers, intercept);
    checked.report = await run(checked.server.url, options);
  }, 60_000);
  afterAll(() => checked.server.close());
  return checked;
}

describe('npm run verify against the curated MSW mocks', () => {
  const checked = checkedServer();

  it('passes: every operation the scenario reaches fits the contract, with no undeclared field', () => {
    const failures = checked.report.operations
      .filter((operation) => operation.outcome === 'fail')
      .map((operation) => formatText({ ...checked.report, operations: [operation] }));
    expect(failures).toEqual([]);
    expect(checked.report.ok).toBe(true);
    expect(checked.report.totals.extras).toBe(0);
    expect(checked.report.totals.notes).toBe(0); // the mocks end the session on logout
  });

  it('exercises every operation: the success path of all but the irreversible ones, and the 401 and bad-body cases', () => {
    expect(checked.report.totals.operations).toBe(contract.operations.length);
    expect(checked.report.totals.notExercised + checked.report.totals.skipped).toBe(0);
    expect(checked.report.totals.pass).toBeGreaterThanOrEqual(52);
    const partial = checked.report.operations.filter((operation) => operation.outcome === 'partial').map((operation) => operation.operationId);
    expect(partial).toContain('registerMember');
    expect(partial).not.toContain('transferWallet');
    const noToken = checked.report.operations.flatMap((operation) => operation.checks).filter((check) => check.kind === 'no-token');
    expect(noToken.length).toBe(contract.operations.filter((operation) => operation.protected).length);
    expect(noToken.every((check) => check.status === 401)).toBe(true);
    // The writes were undone: the transfer went there and back.
    const transfer = checked.report.operations
      .find((operation) => operation.operationId === 'transferWallet')
      ?.checks.filter((check) => check.outcome === 'pass');
    expect(transfer?.map((check) => check.kind)).toEqual(expect.arrayContaining(['main', 'undo']));
  });
});

/** The mocks, broken on purpose: each fault on its own operation. */
const broken: Intercept = async (request, answer) => {
  const { pathname } = new URL(request.url);
  type Body = { success: boolean; message: string | null; value: Record<string, unknown> };
  /** The mocks' answer with its body changed (status kept: a 401 stays a 401). */
  const edit = async (change: (body: Body) => unknown) => {
    const response = await answer();
    const body = (await response.json()) as Body;
    return Response.json(change(body), { status: response.status });
  };
  switch (`${request.method} ${pathname}`) {
    case 'GET /wps/member/info':
      // A required field missing.
      return edit((body) => {
        if (body.success) delete body.value.account;
        return body;
      });
    case 'GET /wps/v2/wallets/balance':
      // A wrong type: money as a string.
      return edit((body) => (body.success ? { ...body, value: { ...body.value, balance: String(body.value.balance) } } : body));
    case 'GET /wps/system/permission':
      // Not the envelope.
      return edit((body) => ({ code: 0, data: body.value }));
    case 'GET /lgw/games/vendors':
      // A server error, in the contract's failure envelope.
      return Response.json({ success: false, message: 'Network link abnormal, try again', value: { code: 'SERVER_ERROR' } }, { status: 500 });
    case 'GET /lgw/games/vendor_game_types':
      // A server error a framework wrote.
      return new Response('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } });
    case 'GET /wps/content/help':
      return 'hang';
    case 'GET /wps/content/announcements':
      return Response.json({ success: false, message: 'Not found', value: null }, { status: 404 });
    case 'GET /wps/points/balance':
      // Auth forgotten: answers a guest.
      return Response.json({ success: true, message: 'OK', value: { pointsBalance: 0 } });
    case 'PUT /wps/member/feedback':
      // Validation forgotten: accepts any body.
      return Response.json({ success: true, message: 'OK', value: true });
    case 'GET /lgw/games/game_menus':
      // An extra field: a warning, not a failure.
      return edit((body) => ({ ...body, traceId: 'a1b2c3' }));
    default:
      return answer();
  }
};

describe('npm run verify against a broken server', () => {
  const checked = checkedServer(broken, { allowWrites: false, timeoutMs: 1000 });

  it('fails, naming exactly the broken operations', () => {
    expect(checked.report.ok).toBe(false);
    const failing = checked.report.operations.filter((operation) => operation.outcome === 'fail').map((operation) => operation.operationId);
    expect(failing.sort()).toEqual(
      [
        'getMemberInfo',
        'getWalletBalance',
        'getPermission',
        'getGameVendors',
        'getVendorGameTypes',
        'getHelpCentre',
        'getAnnouncements',
        'getPointsBalance',
        'sendFeedback',
      ].sort(),
    );
  });

  it('locates a missing required field and a wrong type in the answer and in the contract', () => {
    expect(failed(checked.report, 'getMemberInfo')).toEqual([
      expect.objectContaining({
        kind: 'main',
        status: 200,
        problems: [
          expect.objectContaining({ kind: 'schema', path: 'value.account', schemaPath: '#/components/schemas/MemberInfo/required', actual: '(missing)' }),
        ],
      }),
    ]);
    expect(failed(checked.report, 'getWalletBalance')).toEqual([
      expect.objectContaining({
        kind: 'main',
        problems: [
          expect.objectContaining({
            kind: 'schema',
            path: 'value.balance',
            schemaPath: '#/components/schemas/WalletBalance/properties/balance/type',
            expected: 'number',
            actual: '"12345.67"',
          }),
        ],
      }),
    ]);
  });

  it('names a wrong envelope, a 500, a wrong content type, an undeclared status and a time-out', () => {
    expect(failed(checked.report, 'getPermission')[0]?.problems[0]).toMatchObject({ kind: 'envelope', actual: '{code, data}' });
    expect(failed(checked.report, 'getGameVendors')[0]?.problems[0]).toMatchObject({ kind: 'expectation', message: 'answered a server error (HTTP 500)' });
    expect(failed(checked.report, 'getVendorGameTypes')[0]?.problems[0]).toMatchObject({
      kind: 'content-type',
      expected: 'application/json',
      actual: 'text/plain',
    });
    expect(failed(checked.report, 'getAnnouncements')[0]?.problems[0]).toMatchObject({ kind: 'status', actual: '404', expected: '200, 400, 5XX' });
    expect(failed(checked.report, 'getHelpCentre')[0]?.problems[0]).toMatchObject({ kind: 'timeout', message: 'no answer within 1000 ms (--timeout)' });
  });

  it('catches an operation that answers without the token and one that accepts a bad body', () => {
    expect(failed(checked.report, 'getPointsBalance')).toEqual([
      expect.objectContaining({
        kind: 'no-token',
        status: 200,
        problems: [expect.objectContaining({ kind: 'expectation', expected: 'HTTP 401 with the failure envelope' })],
      }),
    ]);
    expect(failed(checked.report, 'sendFeedback')).toEqual([
      expect.objectContaining({ kind: 'bad-request', problems: [expect.objectContaining({ message: 'accepted a request body the contract rejects' })] }),
    ]);
  });

  it('reports an extra field as a warning only', () => {
    const menus = checked.report.operations.find((operation) => operation.operationId === 'getGameMenus');
    expect(menus?.outcome).toBe('pass');
    expect(menus?.checks.flatMap((check) => check.extras)).toEqual([{ path: 'traceId', schemaPath: '#/components/schemas/GameMenusResponse/oneOf/0' }]);
  });

  it('prints a summary a person can act on, and a self-contained HTML report', () => {
    const text = formatText(checked.report);
    expect(text).toMatch(/verify: \d+ of \d+ operations pass; 9 fail: getMemberInfo, .*sendFeedback/);
    expect(text).toContain("value.account  must have required property 'account'");
    expect(text).toContain('contract #/components/schemas/MemberInfo/required');
    expect(text).toContain('GET /wps/member/info');
    const html = formatHtml(checked.report);
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(html).toContain('#/components/schemas/WalletBalance/properties/balance/type');
  });

  it('exits 1 from the command line and writes the JSON and HTML reports', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    const out: string[] = [];
    const argv = ['--base-url', checked.server.url, '--only', 'member,system', '--json', join(dir, 'r.json'), '--report', join(dir, 'r.html')];
    const code = await main(argv, { out: (text) => out.push(text), err: (text) => out.push(text), env: {}, color: false });
    expect(code).toBe(1);
    const json = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8')) as Report;
    expect(json.operations.every((operation) => operation.tag === 'member' || operation.tag === 'system')).toBe(true);
    expect(out.join('\n')).toContain(
      `verify: ${json.operations.filter((operation) => operation.outcome === 'pass').length} of ${json.operations.length} operations pass; 3 fail: getMemberInfo, sendFeedback, getPermission;`,
    );
    expect(json.only).toEqual(['member', 'system']);
    expect(readFileSync(join(dir, 'r.html'), 'utf8')).toContain('<!doctype html>');
  });

  it('exits 2 when it cannot run: no server, or a wrong option', async () => {
    const err: string[] = [];
    const io = { out: () => undefined, err: (text: string) => err.push(text), env: {}, color: false };
    const closed = `http://127.0.0.1:${await freePort()}`;
    expect(await main(['--base-url', closed], io)).toBe(2);
    expect(err.pop()).toContain(`verify: Cannot reach ${closed}: ECONNREFUSED`);
    expect(await main(['--base-url', checked.server.url, '--only', 'casino'], io)).toBe(2);
    expect(err.pop()).toContain('--only: no operation has the tag casino');
    expect(await main([], io)).toBe(2);
  });
});

/**
 * A server that works but is weak (issue 28): it binds a phone or a bank account without checking the login
 * password, and its logout does not end the session. Every answer fits the contract; only the behaviour is wrong.
 */
const weak: Intercept = async (request, answer) => {
  const { pathname } = new URL(request.url);
  const demo = () => db.memberByName('demo')!;
  // It still refuses a call without the token or with a body that is not an encrypted one: only the password is skipped.
  const sealed = request.method === 'POST' && request.headers.has('token') && 'data' in ((await request.clone().json()) as object);
  if (!sealed && request.method === 'POST') return answer();
  switch (`${request.method} ${pathname}`) {
    case 'POST /wps/member/mobile':
      return Response.json({ success: true, message: 'OK', value: profileOf(demo()) });
    case 'POST /wps/member/bankAccounts':
      return Response.json({ success: true, message: 'OK', value: { list: [], limit: 3 } });
    case 'DELETE /wps/session/logout':
      if (!request.headers.has('token')) return answer();
      return Response.json({ success: true, message: 'OK', value: true });
    default:
      return answer();
  }
};

describe('npm run verify against a weak server (issue 28)', () => {
  const checked = checkedServer(weak);

  it('fails an account change made with a wrong password, and a token that works after logout', () => {
    const failing = checked.report.operations.filter((operation) => operation.outcome === 'fail').map((operation) => operation.operationId);
    expect(failing.sort()).toEqual(['addBankAccount', 'bindMobile', 'logout']);
    expect(failed(checked.report, 'bindMobile')).toEqual([
      expect.objectContaining({
        kind: 'reauth',
        problems: [expect.objectContaining({ kind: 'expectation', message: expect.stringContaining('made the account change with a wrong login password') })],
      }),
    ]);
    expect(failed(checked.report, 'logout')).toEqual([
      expect.objectContaining({ kind: 'after-logout', problems: [expect.objectContaining({ message: 'the token still works after logout' })] }),
    ]);
    expect(checked.report.totals.notes).toBe(0);
    // The password never shows in the checked.report.
    expect(JSON.stringify(failed(checked.report, 'addBankAccount')[0]?.request?.body)).toContain('(a wrong password)');
  });

  it('reads the session lifetimes from the contract and prints them', () => {
    expect(checked.report.sessionLifetime).toEqual({ idleSeconds: 1800, absoluteSeconds: 43_200 });
    expect(formatText(checked.report)).toContain('sessions (contract): idle 1800 s, absolute 43200 s');
  });

  it('skips the behaviour checks against a static mock', async () => {
    const report = await run(checked.server.url, { staticServer: true, only: ['session', 'member', 'payments'] });
    const checks = report.operations.flatMap((operation) => operation.checks);
    expect(checks.filter((check) => check.kind === 'reauth' || check.kind === 'after-logout').map((check) => check.outcome)).toEqual([
      'skipped',
      'skipped',
      'skipped',
      'skipped',
    ]);
  });
});

describe('npm run verify with an account the server refuses', () => {
  let server: HttpMockServer;
  beforeAll(async () => {
    resetDb();
    server = await serveHandlers(handlers);
  });
  afterAll(() => server.close());

  it('fails the login with the server’s reason and checks the member’s calls on their failure paths only', async () => {
    const report = await run(server.url, { password: 'wrong', only: ['wallet'] });
    expect(report.operations.find((operation) => operation.operationId === 'login')?.checks[0]?.problems).toEqual([
      expect.objectContaining({ kind: 'expectation', actual: 'HTTP 200 with the failure envelope: "Incorrect username or password" (INVALID_CREDENTIALS)' }),
    ]);
    const balance = report.operations.find((operation) => operation.operationId === 'getWalletBalance');
    expect(balance).toMatchObject({
      outcome: 'partial',
      reason: 'no session: login with user demo was refused: Incorrect username or password (INVALID_CREDENTIALS)',
    });
    const total = report.operations.length;
    expect(total).toBeGreaterThan(1);
    expect(summaryLine(report)).toMatch(new RegExp(`^0 of ${total} operations pass; 1 fail: login; ${total - 1} checked on failure paths only`));
  });
});
