import { i18n } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/api/use-session';
import { walletBalanceQueryOptions } from '@/api/queries';
import { formatMoney } from '@/lib/format';
import { toast } from '@/ui/toast';
import { connectMemberSocket, type MemberEvent } from '../api/member-socket';
import { cachedCurrency, refreshAfterEvent } from '../api/refresh';
import { noticeOf } from '../logic/notice';

/**
 * SPEC 6: a signed-in member (not a trial user) hears real-time notices. Mounted
 * once at the root; renders nothing. Each event shows a toast and refreshes
 * what it changed (balance, records, inbox) without a reload.
 */
export function MemberRealtime() {
  const current = useSession();
  const queryClient = useQueryClient();
  const token = current?.token;
  const trial = current?.isTrial === true;

  useEffect(() => {
    if (!token || trial) return undefined;
    const onEvent = (event: MemberEvent) => {
      const notice = noticeOf(event.type);
      const amount = event.amount === undefined ? '' : formatMoney(event.amount, cachedCurrency(queryClient));
      // The active language at the moment the event arrives (the one i18n instance).
      toast(i18n._({ ...notice.message, values: { amount } }), notice.tone);
      refreshAfterEvent(queryClient, notice.refresh);
    };
    // The server ended the session: a balance refetch answers 401, and the app's one expiry flow signs out.
    const onUnauthorized = () => void queryClient.invalidateQueries({ queryKey: walletBalanceQueryOptions().queryKey });
    return connectMemberSocket({ token, onEvent, onUnauthorized });
  }, [token, trial, queryClient]);

  return null;
}
