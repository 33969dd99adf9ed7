import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetPlayActivityQueryOptions,
  getGetPlaySafelyQueryKey,
  getGetPlaySafelyQueryOptions,
  setPlayLimit,
  setRealityCheck,
  takeBreak,
} from '@generated/api/play-safely/play-safely';
import type { PlayLimitPayload, PlaySafelyResponse, RealityCheckPayload, TakeBreakPayload } from '@generated/model';
import { sendEncrypted } from '@/api/encryption';
import { permissionQueryOptions } from '@/api/queries';
import { STALE, unwrap } from '@/api/query-options';
import { useSecretSafeMutation } from '@/api/secret-variables';

/** The limits, the reality check and the session clock (issue 30). Live: the session's time and result move. */
export const playSafelyQueryOptions = () => queryOptions({ ...getGetPlaySafelyQueryOptions(), staleTime: STALE.live, select: unwrap });

export const playActivityQueryOptions = () => queryOptions({ ...getGetPlayActivityQueryOptions(), staleTime: STALE.short, select: unwrap });

/** The merchant flag PLAYSAFE3: off, nothing of play safely shows (and nothing else changes). */
export function usePlaySafelyEnabled(): boolean {
  const flag = useQuery({
    ...permissionQueryOptions(),
    select: (response) => unwrap(response).whitelabel?.some((entry) => entry.modId === 'PLAYSAFE3' && entry.enabled) === true,
  });
  return flag.data === true;
}

/** A change answers the whole settings: it replaces the cached ones. */
function useSettingsChange<Payload>(call: (payload: Payload) => Promise<PlaySafelyResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: Payload) => {
      const response = await call(payload);
      unwrap(response);
      return response;
    },
    onSuccess: (response) => queryClient.setQueryData(getGetPlaySafelyQueryKey(), response),
  });
}

export const useSetPlayLimit = () => useSettingsChange((payload: PlayLimitPayload) => setPlayLimit(payload));

export const useSetRealityCheck = () => useSettingsChange((payload: RealityCheckPayload) => setRealityCheck(payload));

/** A time-out or self-exclusion, confirmed with the payment password (encrypted; kept out of the mutation cache). */
export function useTakeBreak() {
  return useSecretSafeMutation({ mutationFn: async (payload: TakeBreakPayload) => unwrap(await sendEncrypted(payload, (body) => takeBreak(body))) });
}
