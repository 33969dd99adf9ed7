import { useSyncExternalStore } from 'react';
import type { LoginUserInfo } from '@generated/model';
import type { PendingChange } from './api/sign-in';
import type { Portal } from './logic/login-rules';

/**
 * What a hand-over link still has to ask the person (issue 21, ADR 0021):
 * whether to sign in as the link's account (`from` null: signed out) or to
 * switch to it (`from`: the account signed in), to change a forced password,
 * or that the link no longer works.
 * The root route's `beforeLoad` sets it; `AppLinkPrompts` shows it.
 */
export type AppLinkPrompt =
  | { kind: 'ask'; from: string | null; to: LoginUserInfo; toAccount: string; portal: Portal; fromCode: boolean }
  | { kind: 'change-password'; change: PendingChange; portal: Portal }
  | { kind: 'failed' };

let current: AppLinkPrompt | null = null;
const listeners = new Set<() => void>();

export const appLinkPrompt = {
  get: () => current,
  set(next: AppLinkPrompt | null) {
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAppLinkPrompt(): AppLinkPrompt | null {
  return useSyncExternalStore(appLinkPrompt.subscribe, appLinkPrompt.get, appLinkPrompt.get);
}
