import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { server } from '@mocks/node';
import { renderApp } from '../../support/render';

/**
 * SPEC 1's per-language override texts: the merchant's file for the language
 * (overrides/<code>.json by default) wins over the catalog for the keys it
 * sets, fetched when the language is activated (no rebuild).
 */
function serveOverrides(code: string, answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.get(`*/overrides/${code}.json`, () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

afterEach(() => {
  // Back to the English source the other tests read (tests/component/setup.ts).
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const banner = async () => within(await screen.findByRole('banner'));

describe('override texts', () => {
  it('win over the catalog for the keys they set; the rest of the catalog stays', async () => {
    const calls = serveOverrides('en', () => HttpResponse.json({ 'Log in': 'Sign in' }));
    await activateLanguage('EN');
    await renderApp('/promotions');
    const header = await banner();
    expect(await header.findByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
    expect(calls.count).toBe(1);
  });

  it('are read anew on the next activation: an edit shows without a rebuild', async () => {
    let text = 'Sign in';
    serveOverrides('en', () => HttpResponse.json({ 'Log in': text }));
    await activateLanguage('EN');
    text = 'Enter';
    await activateLanguage('EN');
    await renderApp('/promotions');
    expect(await (await banner()).findByRole('link', { name: 'Enter' })).toBeVisible();
  });

  it('are ignored where they would lose a placeholder, and where they are not text', async () => {
    serveOverrides('en', () => HttpResponse.json({ 'Log in': 'Sign in {nowhere}', Register: 42 }));
    await activateLanguage('EN');
    await renderApp('/promotions');
    const header = await banner();
    expect(await header.findByRole('link', { name: 'Log in' })).toBeVisible();
    expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
  });

  it("are read from the site's root, whatever page the visit starts on", async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/overrides/en.json', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({});
      }),
    );
    window.history.replaceState(null, '', '/member/security-center');
    try {
      await activateLanguage('EN');
    } finally {
      window.history.replaceState(null, '', '/');
    }
    expect(asked).toEqual(['/overrides/en.json']);
  });

  it.each([
    ['missing', () => new HttpResponse(null, { status: 404 })],
    ['not JSON', () => new HttpResponse('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })],
    ['unreachable', () => HttpResponse.error()],
  ])('leave the catalog as it is when the file is %s', async (_, answer) => {
    serveOverrides('en', answer);
    await activateLanguage('EN');
    await renderApp('/promotions');
    expect(await (await banner()).findByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
