import { describe, expect, it } from 'vitest';
import { canUseMemberAction } from '@/features/auth/logic/member-actions';
import { admit, homeOf, passwordChangeReason } from '@/features/auth/logic/login-rules';

describe('admit (docs/decisions/0006-login-portals.md)', () => {
  it.each([
    { portal: 'player', type: 0, expected: { ok: true } },
    { portal: 'player', type: 3, expected: { ok: true } },
    { portal: 'player', type: undefined, expected: { ok: true } },
    { portal: 'player', type: 1, expected: { ok: false, reason: 'non-member' } },
    { portal: 'player', type: 2, expected: { ok: false, reason: 'non-member' } },
    { portal: 'player', type: 41, expected: { ok: false, reason: 'non-member' } },
    { portal: 'player', type: 42, expected: { ok: false, reason: 'non-member' } },
    { portal: 'player', type: 4, expected: { ok: false, reason: 'non-member' } },
    { portal: 'agent', type: 1, expected: { ok: true } },
    { portal: 'agent', type: 2, expected: { ok: true } },
    { portal: 'agent', type: 41, expected: { ok: true } },
    { portal: 'agent', type: 42, expected: { ok: true } },
    { portal: 'agent', type: 0, expected: { ok: false, reason: 'non-agent' } },
    { portal: 'agent', type: 4, expected: { ok: false, reason: 'non-agent' } },
    { portal: 'agent', type: null, expected: { ok: false, reason: 'non-agent' } },
  ] as const)('$portal login, type $type', ({ portal, type, expected }) => {
    expect(admit(portal, type)).toEqual(expected);
  });
});

describe('passwordChangeReason', () => {
  it.each([
    { method: 'username', password: '123456', passwordExpired: false, passwordExpiryEnabled: false, expected: 'default' },
    { method: 'username', password: '123456', passwordExpired: true, passwordExpiryEnabled: true, expected: 'default' },
    { method: 'username', password: 'Expired@1234', passwordExpired: true, passwordExpiryEnabled: true, expected: 'expired' },
    { method: 'username', password: 'Expired@1234', passwordExpired: true, passwordExpiryEnabled: false, expected: null },
    { method: 'username', password: 'Expired@1234', passwordExpired: undefined, passwordExpiryEnabled: true, expected: null },
    { method: 'username', password: 'Demo@1234', passwordExpired: false, passwordExpiryEnabled: true, expected: null },
    // Every way in (issue 21): the expired password and the server's limited session force the change too.
    { method: 'sms', password: '123456', passwordExpired: true, passwordExpiryEnabled: true, expected: 'expired' },
    { method: 'sms', password: '123456', passwordExpired: false, passwordExpiryEnabled: true, expected: null },
    { method: 'third-party', password: '', passwordExpired: true, passwordExpiryEnabled: true, expected: 'expired' },
    { method: 'app-link', password: '', passwordExpired: false, passwordExpiryEnabled: true, passwordChangeRequired: true, expected: 'default' },
    { method: 'app-link', password: '', passwordExpired: true, passwordExpiryEnabled: false, passwordChangeRequired: true, expected: 'default' },
    { method: 'app-link', password: '', passwordExpired: false, passwordExpiryEnabled: true, passwordChangeRequired: false, expected: null },
  ] as const)('$method with $password, expired $passwordExpired, expiry on $passwordExpiryEnabled', ({ expected, ...input }) => {
    expect(passwordChangeReason(input)).toBe(expected);
  });
});

describe('homeOf', () => {
  it('sends players home and agents to the agent centre', () => {
    expect(homeOf('player')).toBe('/');
    expect(homeOf('agent')).toBe('/agentHome');
  });
});

describe('canUseMemberAction', () => {
  it.each([
    { who: 'guest', current: null, expected: false },
    { who: 'member', current: { token: 't', username: 'demo', memberType: 0 }, expected: true },
    { who: 'agent', current: { token: 't', username: 'agent1', memberType: 1, isAgent: true }, expected: true },
    { who: 'trial by flag', current: { token: 't', username: 'trial1', isTrial: true }, expected: false },
    { who: 'trial by type', current: { token: 't', username: 'trial1', memberType: 4 }, expected: false },
    { who: 'empty token', current: { token: '', username: 'x' }, expected: false },
  ])('$who', ({ current, expected }) => {
    expect(canUseMemberAction(current)).toBe(expected);
  });
});
