import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getWalletBalance } from '@generated/api/wallet/wallet';
import { login } from '@generated/api/session/session';
import { getSystemStatus } from '@generated/api/system/system';
import { encryptPayload } from '@/api/encryption';
import { unwrap } from '@/api/unwrap';
import { setOverrides } from '@mocks/overrides/store';
import { parseOverrides } from '@mocks/overrides/vocabulary';
import { signInAs } from '../../support/games';
import { overrideOperations } from '../../support/mock-overrides';
import { renderApp } from '../../support/render';
import { rejection } from '../../support/api-calls';

describe('overrides in tests (the mock panel’s words)', () => {
  afterEach(() => setOverrides([]));

  it('listGames:empty shows a category with no games', async () => {
    overrideOperations('listGames:empty');
    await renderApp('/rng');
    expect(await screen.findByText('No games match your choice.')).toBeInTheDocument();
  });

  it('answers a named answer of the contract', async () => {
    overrideOperations('login:wrongPassword', 'getSystemStatus:maintenance');
    const error = await rejection(login(await encryptPayload({ username: 'demo', password: 'Demo@1234', type: 'username' })));
    expect(error.serverMessage).toBe('Incorrect username or password');
    expect(unwrap(await getSystemStatus()).status).toBe(1);
  });

  it('fails one operation while the others answer', async () => {
    signInAs('demo');
    overrideOperations('getWalletBalance:500');
    expect(await rejection(getWalletBalance())).toMatchObject({ kind: 'http', status: 500 });
    expect(unwrap(await getSystemStatus()).status).toBe(0);
  });

  it('the tab’s overrides (panel and ?mock= link) go through the same layer', async () => {
    signInAs('demo');
    setOverrides(parseOverrides('getWalletBalance:401').overrides);
    expect((await rejection(getWalletBalance())).kind).toBe('unauthorized');
    setOverrides([]);
    expect(unwrap(await getWalletBalance()).balance).toBe(12345.67);
  });

  it('refuses a word or a name the contract does not have', () => {
    expect(() => overrideOperations('listGames:nothing-like-this')).toThrow(/Not an override/);
    expect(() => overrideOperations('listGamez:empty')).toThrow(/No operation "listGamez"/);
    expect(() => overrideOperations('login:noSuchAnswer')).toThrow(/login has no named answer "noSuchAnswer"/);
  });
});
