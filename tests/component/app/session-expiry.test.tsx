import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { walletBalanceQueryOptions } from '@/api/queries';
import { getGetPermissionQueryKey } from '@generated/api/system/system';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

describe('a session that ends mid-visit: the member data is reset (SPEC 4)', () => {
  it("drops the member's balance from the cache and keeps the site's configuration", async () => {
    signInAs('demo');
    const { router } = await renderApp('/member/wallet');
    await screen.findByTestId('wallet-MAIN');
    const { queryClient } = router.options.context;
    expect(queryClient.getQueryData(walletBalanceQueryOptions().queryKey)).toBeDefined();
    db.update((state) => {
      state.sessions = {};
    });
    void queryClient.invalidateQueries();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The reset's code loads when the session ends: wait for its effect, not for time.
    await waitFor(() => expect(queryClient.getQueryData(walletBalanceQueryOptions().queryKey)).toBeUndefined());
    expect(queryClient.getQueryData(getGetPermissionQueryKey())).toBeDefined();
  });
});
