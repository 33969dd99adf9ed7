import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.mjs';
import { Contract } from '../../../scripts/verify/contract.ts';
import { formatText } from '../../../scripts/verify/report.ts';
import { verify } from '../../../scripts/verify/run.ts';
import { CONTRACT_FILE, PRISM_FILE } from '../../support/contract';

/**
 * Prism serves the recorded demo world: the success by default, a named
 * failure with `Prefer: example=<name>`, the contract's 401 without a token.
 */
let prism: ChildProcess | undefined;
let base = '';

async function waitForPrism(): Promise<void> {
  for (;;) {
    if (prism?.exitCode !== null && prism?.exitCode !== undefined) throw new Error(`Prism exited with ${prism.exitCode}`);
    try {
      await fetch(`${base}/wps/system/status`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Its own process group: Prism forks a child, and the whole group is stopped afterwards.
  prism = spawn(
    process.execPath,
    ['node_modules/@stoplight/prism-cli/dist/index.js', 'mock', PRISM_FILE, '--host', '127.0.0.1', '--port', String(port), '--dynamic=false', '--errors=false'],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  await waitForPrism();
}, 90_000);

afterAll(() => {
  if (prism?.pid) process.kill(-prism.pid, 'SIGTERM');
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string | null; value: unknown } };
};

describe('Prism on the demo world', () => {
  it('answers the success example by default', async () => {
    expect(await get('/wps/system/status')).toMatchObject({ status: 200, body: { success: true, value: { status: 0 } } });
  });

  it('answers a named failure with Prefer: example=', async () => {
    const launch = '/wps/game/launchGame?vassalage=PG&nodeId=PG_1&language=EN&device=WEB';
    const { status, body } = await get(launch, { token: 'any', Prefer: 'example=gameMaintenance' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, value: { code: 'GAME_MAINTENANCE' } });
    expect((await get('/wps/system/status', { Prefer: 'example=maintenance' })).body).toMatchObject({ value: { status: 1 } });
  });

  it('answers the contract’s 401 without a token, and the 5XX example on request', async () => {
    expect(await get('/wps/member/info')).toMatchObject({ status: 401, body: { success: false, value: { code: 'NOT_LOGGED_IN' } } });
    expect(await get('/wps/system/status', { Prefer: 'code=500' })).toMatchObject({ status: 500, body: { value: { code: 'SERVER_ERROR' } } });
  });
});

describe('the backend team’s checker (npm run verify) on Prism', () => {
  it('passes against Prism serving the contract, writes included', async () => {
    const report = await verify({
      contract: Contract.load(CONTRACT_FILE),
      baseUrl: base,
      user: 'demo',
      password: 'Demo@1234',
      allowWrites: true,
      staticServer: true,
    });
    const failing = report.operations
      .filter((operation) => operation.outcome === 'fail')
      .map((operation) => formatText({ ...report, operations: [operation] }));
    expect(failing).toEqual([]);
    expect(report.totals.notExercised + report.totals.skipped).toBe(0);
    expect(report.totals.pass).toBeGreaterThanOrEqual(52);
    expect(report.totals.extras).toBe(0);
  }, 60_000);
});
