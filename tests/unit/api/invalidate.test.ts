import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateReads, keyOfReads, MONEY_READS, readsOfTags } from '@/api/invalidate';
import { getGetWalletBalanceQueryKey } from '@generated/api/wallet/wallet';
import { getListWithdrawalsQueryKey } from '@generated/api/payments/payments';
import { getListBetRecordsQueryKey } from '@generated/api/records/records';

describe('keyOfReads: a generated query key belongs to its operation, whatever its params', () => {
  it.each([
    { reads: ['getWalletBalance'], key: getGetWalletBalanceQueryKey(), belongs: true },
    { reads: ['listWithdrawals'], key: getListWithdrawalsQueryKey(), belongs: true },
    { reads: ['listBetRecords'], key: getListBetRecordsQueryKey({ from: '2026-11-01', to: '2026-11-07', pageNo: 2, pageSize: 20 }), belongs: true },
    { reads: ['getWalletBalance'], key: getListWithdrawalsQueryKey(), belongs: false },
    // A path that is another's prefix is not the other: announcements is not announcement.
    { reads: ['getAnnouncementContent'], key: ['/wps/content/announcements'], belongs: false },
    // A `{param}` path matches each value of it.
    { reads: ['getDepositOrder'], key: ['/wps/payment/deposit/D123'], belongs: true },
    { reads: ['getWalletBalance'], key: [42], belongs: false },
  ] as const)('$reads vs $key -> $belongs', ({ reads, key, belongs }) => {
    expect(keyOfReads(reads)(key)).toBe(belongs);
  });
});

it('names the reads of a tag', () => {
  expect(readsOfTags(['wallet'])).toEqual(expect.arrayContaining(['getWalletBalance', 'getConsolidatedFunds']));
  expect(readsOfTags(['wallet'])).not.toContain('getMemberInfo');
});

it('moving money asks again every balance on screen and nothing else', async () => {
  const queryClient = new QueryClient();
  const keys = [getGetWalletBalanceQueryKey(), getListWithdrawalsQueryKey(), ['/wps/member/info'], ['/lgw/games/game_menus', { language: 'EN' }]];
  for (const key of keys) queryClient.setQueryData(key, { success: true, value: 1 });
  await invalidateReads(queryClient, MONEY_READS);
  const stale = keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);
  expect(stale).toEqual([true, true, true, false]);
});
