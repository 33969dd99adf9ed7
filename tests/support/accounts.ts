import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, vi } from 'vitest';
import { server } from '@mocks/node';

/**
 * jsdom lacks what the lobby's carousels ask for; harmless no-ops keep the
 * whole app rendering. A flow of several calls (login, member info, settings)
 * gets more than the default second on a busy machine.
 */
export function stubBrowserApis(): void {
  vi.setConfig({ testTimeout: 20_000 });
  beforeAll(() => {
    configure({ asyncUtilTimeout: 5000 });
    window.matchMedia ??= fakeMatchMedia(() => false);
    Element.prototype.scrollIntoView ??= () => undefined;
  });
}

/** A matchMedia for jsdom (which has none) that answers each query with `matches(query)` and never changes. */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

export type RecordedCall = { method: string; path: string; body: string };

/** Records every /wps and /lgw call the app makes, with its body, for "sends nothing" checks. */
export function recordCalls(): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!/^\/(wps|lgw)\//.test(url.pathname)) return;
    const body = ['GET', 'HEAD'].includes(request.method) ? '' : await request.clone().text();
    calls.push({ method: request.method, path: url.pathname, body });
  };
  server.events.on('request:start', listener);
  return calls;
}

export const callsTo = (calls: RecordedCall[], path: string, method?: string) =>
  calls.filter((call) => call.path === path && (!method || call.method === method));

/** The login dialog's username tab: types and submits like a person. */
export async function submitLogin(user: UserEvent, username: string, password: string, options: { captcha?: string } = {}) {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  const form = within(dialog);
  await user.clear(form.getByLabelText('Username'));
  if (username) await user.type(form.getByLabelText('Username'), username);
  await user.clear(form.getByLabelText('Password'));
  if (password) await user.type(form.getByLabelText('Password'), password);
  if (options.captcha !== undefined) {
    await user.clear(form.getByLabelText('Captcha'));
    await user.type(form.getByLabelText('Captcha'), options.captcha);
  }
  await user.click(form.getByRole('button', { name: 'Log in' }));
  return dialog;
}
