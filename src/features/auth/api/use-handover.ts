import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/api/use-session';
import { config } from '@/config/env';
import { appLinkCodeQueryOptions } from './app-link';

/**
 * What the iOS QR code hands over for the signed-in member (issue 21): a
 * one-time app-link code, refreshed before it expires; the session token
 * only with the legacy switch (ADR 0014); nothing for a guest or a trial user.
 * A code is asked for only while the QR code is `shown`: no page load mints one.
 */
export function useHandover(shown: boolean): { kind: 'code' | 'token'; value: string } | null {
  const current = useSession();
  const eligible = current?.token && current.isTrial !== true ? current.token : null;
  const code = useQuery({ ...appLinkCodeQueryOptions(eligible), enabled: shown && eligible !== null && !config.legacyUrlToken });
  if (!eligible) return null;
  if (config.legacyUrlToken) return { kind: 'token', value: eligible };
  return code.data ? { kind: 'code', value: code.data.code } : null;
}
