import { describe, expect, it } from 'vitest';
import { getGetConsolidatedQueryKey } from '@generated/api/agent/agent';
import { getListMessagesQueryKey } from '@generated/api/messages/messages';
import { getCreateAppLinkCodeUrl } from '@generated/api/session/session';
import { appLinkCodeQueryKey } from '@/features/auth/api/app-link';
import { consolidatedQueryOptions } from '@/features/contracts/api/contracts';
import { INBOX_KEY } from '@/features/realtime/api/refresh';

/**
 * Query options whose generated module loads on the first fetch (issue 12) write their key by hand: it must stay
 * the generated one, which the rest of the cache (invalidations, the mocks' panel) knows.
 */
describe('the keys of the calls loaded on demand', () => {
  it('consolidated contracts', () => {
    expect(consolidatedQueryOptions().queryKey).toEqual(getGetConsolidatedQueryKey());
  });

  it('the app-link code, per session', () => {
    expect(appLinkCodeQueryKey('t1')).toEqual([getCreateAppLinkCodeUrl(), 't1']);
  });

  it('the inbox a new message refreshes', () => {
    expect(INBOX_KEY).toEqual(getListMessagesQueryKey());
  });
});
