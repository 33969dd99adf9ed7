import { describe, expect, it } from 'vitest';
import type { ActivityStatus, PromotionKind } from '@generated/model';
import { actionsFor, groupOf, isClaimable, normaliseStatus, statusTone } from '@/features/promotions/logic/activity-actions';
import { inviteLink, periodOf } from '@/features/promotions/logic/filters';
import { maskAccount, progressOf } from '@/features/promotions/logic/leaderboard';

describe('the actions an activity status allows (SPEC 4, SPEC 7 raffle claim)', () => {
  it.each<[ActivityStatus, PromotionKind, string[]]>([
    ['join', 'bonus', ['apply']],
    ['join', 'raffle', ['apply']],
    ['applying', 'bonus', []],
    ['rejected', 'bonus', []],
    ['issued', 'bonus', ['claim']],
    ['issued', 'raffle', ['raffleClaim']],
    ['claimed', 'bonus', []],
    ['claimed', 'raffle', []],
    ['processing', 'bonus', []],
    ['joined', 'bonus', []],
    ['comingSoon', 'bonus', []],
    ['closed', 'bonus', []],
    // The spec's second spelling means the same.
    ['process', 'bonus', []],
    ['signed', 'bonus', []],
    ['coming', 'bonus', []],
    ['close', 'raffle', []],
  ])('%s (%s) allows %j', (status, kind, actions) => {
    expect(actionsFor(status, kind)).toEqual(actions);
  });

  it.each<[ActivityStatus, string, boolean, string]>([
    ['join', 'open', false, 'primary'],
    ['comingSoon', 'open', false, 'neutral'],
    ['coming', 'open', false, 'neutral'],
    ['issued', 'claimable', true, 'primary'],
    ['applying', 'inProgress', false, 'neutral'],
    ['processing', 'inProgress', false, 'neutral'],
    ['process', 'inProgress', false, 'neutral'],
    ['joined', 'inProgress', false, 'success'],
    ['signed', 'inProgress', false, 'success'],
    ['claimed', 'history', false, 'success'],
    ['rejected', 'history', false, 'danger'],
    ['closed', 'history', false, 'neutral'],
    ['close', 'history', false, 'neutral'],
  ])('%s sits under %s (claimable: %s, tone %s)', (status, group, claimable, tone) => {
    expect(groupOf(status)).toBe(group);
    expect(isClaimable(status)).toBe(claimable);
    expect(statusTone(status)).toBe(tone);
  });

  it('maps the second spelling onto the first', () => {
    expect(['process', 'signed', 'coming', 'close'].map((status) => normaliseStatus(status as ActivityStatus))).toEqual([
      'processing',
      'joined',
      'comingSoon',
      'closed',
    ]);
  });
});

describe('promotion helpers', () => {
  it.each([
    ['http://localhost:5173', 'DEMO8K2Q', 'http://localhost:5173/register?referralCode=DEMO8K2Q'],
    ['https://royal.example', 'A B&C', 'https://royal.example/register?referralCode=A+B%26C'],
  ])('builds the invite link on %s for %s', (origin, code, link) => {
    expect(inviteLink(origin, code)).toBe(link);
  });

  it.each([
    ['2026-11-01 00:00:00', '2026-11-30 23:59:59', { start: '2026-11-01', end: '2026-11-30' }],
    ['2026-01-01 00:00:00', null, { start: '2026-01-01', end: null }],
  ])('shows the period %s to %s by day', (start, end, period) => {
    expect(periodOf(start, end)).toEqual(period);
  });

  it.each([
    ['demo', 'de***mo'],
    ['johnny88', 'jo***88'],
    ['a', 'a***'],
  ])('masks %s as %s', (account, masked) => {
    expect(maskAccount(account)).toBe(masked);
  });

  it.each([
    [5120, 9820, 5120 / 9820],
    [9820, 9820, 1],
    [undefined, 9820, 0],
    [100, 0, 0],
  ])('progress of %s against %s', (score, top, progress) => {
    expect(progressOf(score, top)).toBeCloseTo(progress);
  });
});
