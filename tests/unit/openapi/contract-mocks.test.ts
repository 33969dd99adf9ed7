import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@generated/contract/operations';
import { getPointsMock } from '@generated/api/points/points.msw';
import { curatedHandlers } from '@mocks/handlers';
import { authGate } from '@mocks/handlers/auth-gate';
import { recordWorld, type World } from '../../../scripts/demo-world';
import { CONTRACT_FILE, declaredStatus, loadSpec, operations, responseSchemaPointer, validatorFor } from '../../support/contract';

/**
 * The mocks keep the contract: every answer of the demo story (success and each
 * failure branch, the auth layer's 401, the 5XX and 400 answers) fits the
 * response the contract declares for that operation and status; every
 * operation has a curated handler; no protected operation answers a guest.
 */
const spec = loadSpec(CONTRACT_FILE);
const validate = validatorFor(spec);
const byId = new Map(operations(spec).map((entry) => [entry.operation.operationId, entry]));

let world: World;
beforeAll(async () => {
  world = (await recordWorld()).responses;
}, 60_000);

describe('the mock answers', () => {
  it('fit the response the contract declares, for every operation, status and branch', () => {
    const breaking: string[] = [];
    let answers = 0;
    for (const [operationId, statuses] of Object.entries(world)) {
      const entry = byId.get(operationId);
      if (!entry) throw new Error(`unknown operation ${operationId}`);
      for (const [status, named] of Object.entries(statuses)) {
        const schema = responseSchemaPointer(spec, entry.path, entry.method, status);
        for (const [name, example] of Object.entries(named)) {
          answers += 1;
          const error = schema ? validate(schema, example.value) : `no JSON response declared for ${status}`;
          if (error) breaking.push(`${operationId} ${status} ${name}: ${error}`);
        }
      }
    }
    console.info(`${answers} mock answers checked, ${breaking.length} break the contract`);
    expect(answers).toBeGreaterThan(250);
    expect(breaking).toEqual([]);
  });

  it('cover a success for all 69 operations and the failures the issue names', () => {
    expect(Object.keys(world).sort()).toEqual(OPERATIONS.map((operation) => operation.operationId).sort());
    const failures = Object.values(world).flatMap((statuses) =>
      Object.values(statuses['200'] ?? {}).filter((example) => (example.value as { success: boolean }).success === false),
    );
    expect(failures.length).toBeGreaterThanOrEqual(25);
    expect(world.login?.['200']).toHaveProperty('wrongPassword');
    expect(world.login?.['200']).toHaveProperty('captchaRequired');
    expect(world.launchGame?.['200']).toHaveProperty('gameMaintenance');
    // Issue 27: a trial session plays on play money (the free-trial button), no longer refused with a 403.
    expect(world.launchGame?.['200']).toHaveProperty('freeTrial');
    expect(world.launchGame?.['403']).not.toHaveProperty('trialUser');
    expect(world.getSystemStatus?.['200']).toHaveProperty('maintenance');
  });

  it('use a code the contract lists for every failure', () => {
    const failuresWithoutCode = Object.entries(world).flatMap(([operationId, statuses]) =>
      Object.entries(statuses).flatMap(([status, named]) =>
        Object.entries(named)
          .filter(([, example]) => {
            const body = example.value as { success: boolean; value?: { code?: string } | null };
            return body.success === false && !body.value?.code;
          })
          .map(([name]) => `${operationId} ${status} ${name}`),
      ),
    );
    expect(failuresWithoutCode).toEqual([]);
  });
});

describe('the curated handlers', () => {
  it('answer every operation of the contract (no faker fallback in the demo world)', () => {
    const served = curatedHandlers.map((handler) => {
      const info = handler.info as { method: string; path: string };
      return `${info.method} ${info.path.replace(/^\*/, '').replace(/:(\w+)/g, '{$1}')}`;
    });
    const missing = OPERATIONS.filter((operation) => !served.includes(`${operation.method} ${operation.path}`)).map((operation) => operation.operationId);
    expect(missing).toEqual([]);
  });
});

describe('the auth layer', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  const protectedOps = OPERATIONS.filter((operation) => operation.protected);
  const call = (operation: (typeof OPERATIONS)[number]) =>
    fetch(`http://demo.local${operation.path.replace(/\{[^}]+\}/g, 'X')}`, {
      method: operation.method,
      headers: { 'Content-Type': 'application/json' },
      body: ['GET', 'DELETE'].includes(operation.method) ? undefined : '{}',
    });

  it('answers the contract’s 401 to every protected operation without a session, in front of curated handlers', async () => {
    server.use(authGate, ...curatedHandlers);
    expect(protectedOps.length).toBeGreaterThanOrEqual(36);
    const answeringGuests: string[] = [];
    for (const operation of protectedOps) {
      const res = await call(operation);
      const entry = byId.get(operation.operationId);
      const schema = entry && responseSchemaPointer(spec, entry.path, entry.method, declaredStatus(entry.operation, res.status) ?? '');
      if (res.status !== 401 || !schema || validate(schema, await res.json())) answeringGuests.push(`${operation.operationId} ${res.status}`);
    }
    expect(answeringGuests).toEqual([]);
  });

  it('also guards a generated faker handler that no one curated', async () => {
    server.resetHandlers(authGate, ...getPointsMock());
    const res = await call(OPERATIONS.find((operation) => operation.operationId === 'getPointsBalance')!);
    expect(res.status).toBe(401);
  });

  it('lets a public operation through', async () => {
    server.resetHandlers(
      authGate,
      http.get('*/wps/system/status', () => new Response('{}', { status: 299 })),
    );
    const res = await fetch('http://demo.local/wps/system/status');
    expect(res.status).toBe(299);
  });
});
