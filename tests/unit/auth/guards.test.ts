import { describe, expect, it } from 'vitest';
import { decideGuard } from '@/features/auth/logic/guards';

const member = { token: 'tok', username: 'demo', memberType: 0 };
const agent = { token: 'tok', username: 'agent1', memberType: 1, isAgent: true };
const trial = { token: 'tok', username: 'trial', memberType: 4, isTrial: true };

describe('decideGuard', () => {
  it.each([
    { need: 'member', who: 'guest', current: null, expected: { allow: false, redirectTo: '/login' } },
    { need: 'member', who: 'member', current: member, expected: { allow: true } },
    { need: 'member', who: 'agent', current: agent, expected: { allow: true } },
    { need: 'member', who: 'trial', current: trial, expected: { allow: false, redirectTo: '/register', reason: 'trial' } },
    { need: 'agent', who: 'guest', current: null, expected: { allow: false, redirectTo: '/agent' } },
    { need: 'agent', who: 'member', current: member, expected: { allow: false, redirectTo: '/agent' } },
    { need: 'agent', who: 'trial', current: trial, expected: { allow: false, redirectTo: '/register', reason: 'trial' } },
    {
      need: 'member',
      who: 'trial by type only',
      current: { token: 't', username: 't', memberType: 4 },
      expected: { allow: false, redirectTo: '/register', reason: 'trial' },
    },
    { need: 'agent', who: 'agent', current: agent, expected: { allow: true } },
    { need: 'agent', who: 'agent type 42 without flag', current: { token: 't', username: 'a', memberType: 42 }, expected: { allow: true } },
  ] as const)('$need page, $who', ({ need, current, expected }) => {
    expect(decideGuard(need, current)).toEqual(expected);
  });
});
