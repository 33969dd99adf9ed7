import { describe, expect, it } from 'vitest';
import { INSTALL_REST_MS, isBusyPath, platformOf, shouldOfferInstall, type InstallMoment } from '@/features/lite-app/logic/moments';
import { connectionOf, isSampled, median, routeOf, vitalsReport } from '@/features/lite-app/logic/vitals';
import { liteAppManifest, poTexts, tokenOf } from '../../../scripts/lite-app-pwa';

describe('isBusyPath: a game or a payment on screen', () => {
  it.each([
    ['/seamless', true],
    ['/lottery', true],
    ['/vnLottery/anything', true],
    ['/member/deposit', true],
    ['/member/withdraw', true],
    ['/member/transfer-upline', true],
    ['/agentHome/withdraw', true],
    ['/', false],
    ['/rng', false],
    ['/member/betting-record', false],
    ['/member/depositv2-help', false],
    ['/app-download/lite', false],
  ])('%s -> %s', (path, busy) => expect(isBusyPath(path)).toBe(busy));
});

describe('shouldOfferInstall', () => {
  const now = 1_800_000_000_000;
  const base: InstallMoment = { canPrompt: true, standalone: false, visits: 2, deposited: false, pathname: '/', dismissedAt: null, now };
  it.each<[string, Partial<InstallMoment>, boolean]>([
    ['a second visit', {}, true],
    ['a first visit', { visits: 1 }, false],
    ['a first visit after a deposit', { visits: 1, deposited: true }, true],
    ['the browser gave no prompt', { canPrompt: false }, false],
    ['already installed', { standalone: true }, false],
    ['over a game', { pathname: '/seamless' }, false],
    ['in the middle of a deposit', { pathname: '/member/deposit', deposited: true }, false],
    ['a day after "Not now"', { dismissedAt: now - 24 * 60 * 60 * 1000 }, false],
    ['two weeks after "Not now"', { dismissedAt: now - INSTALL_REST_MS }, true],
  ])('%s -> %s', (_name, change, offer) => expect(shouldOfferInstall({ ...base, ...change })).toBe(offer));
});

describe('platformOf', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1', 0, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 0, 'desktop'],
    ['Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 5, 'android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 0, 'desktop'],
  ])('%s (%i touch points) -> %s', (agent, touch, platform) => expect(platformOf(agent, touch)).toBe(platform));
});

describe('the field figures', () => {
  it.each([
    [0.1, 0.05, true],
    [0.1, 0.1, false],
    [0, 0, false],
    [1, 0.999, true],
  ])('rate %f, draw %f: sampled %s', (rate, draw, sampled) => expect(isSampled(rate, draw)).toBe(sampled));

  it.each([
    ['4g', '4g'],
    ['slow-2g', 'slow-2g'],
    ['5g', 'unknown'],
    [undefined, 'unknown'],
  ])('connection %s -> %s', (type, connection) => expect(connectionOf(type)).toBe(connection));

  it.each([
    ['/app-download/$guide', '/app-download/$guide'],
    ['/member/', '/member'],
    ['/', '/'],
    [undefined, '/'],
    ['/rng?user=demo#top', '/rng'],
    ['rng', '/rng'],
  ])('route %s -> %s', (pattern, route) => expect(routeOf(pattern)).toBe(route));

  it('rounds figures and drops nothing but the query', () => {
    expect(
      vitalsReport(
        [
          { name: 'CLS', value: 0.123456, rating: 'needs-improvement', route: '/rng?token=abc' },
          { name: 'INP', value: 64.06, rating: 'good', route: '/rng' },
        ],
        { appVersion: '1.2.3', language: 'my', connection: '3g' },
      ),
    ).toEqual({
      appVersion: '1.2.3',
      language: 'MY',
      connection: '3g',
      metrics: [
        { name: 'CLS', value: 0.1235, rating: 'needs-improvement', route: '/rng' },
        { name: 'INP', value: 64.1, rating: 'good', route: '/rng' },
      ],
    });
    expect(vitalsReport([], { appVersion: '1', language: 'EN', connection: '4g' })).toBeNull();
  });

  it.each([
    [[], null],
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
  ])('median of %j -> %s', (values, middle) => expect(median(values)).toBe(middle));
});

describe('the web app manifest', () => {
  const setting = (values: Record<string, string>) => (name: string) => values[name];
  it('takes its names from the merchant, colours from the tokens and texts from the default language', () => {
    const manifest = liteAppManifest({ root: process.cwd(), setting: setting({ VITE_APP_NAME: 'Lucky Palace', VITE_APP_SHORT_NAME: 'Lucky' }) });
    expect(manifest).toMatchObject({ name: 'Lucky Palace', short_name: 'Lucky', display: 'standalone', start_url: '/', scope: '/', lang: 'my' });
    expect(manifest.theme_color).toBe('#0b0f1a');
    expect(manifest.icons?.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(manifest.shortcuts?.map((shortcut) => shortcut.url)).toEqual(['/member/deposit', '/favorite']);
    // Burmese by default; English when the merchant's default is English.
    expect(manifest.shortcuts?.[0]?.name).not.toBe('Deposit');
    expect(liteAppManifest({ root: process.cwd(), setting: setting({ VITE_DEFAULT_LANGUAGE: 'EN' }) }).shortcuts?.[0]?.name).toBe('Deposit');
  });

  it('reads tokens and catalogs', () => {
    expect(tokenOf(':root { --color-bg: #0b0f1a; --color-bg-raised: #121829; }', '--color-bg')).toBe('#0b0f1a');
    expect(() => tokenOf('', '--color-bg')).toThrow(/--color-bg/);
    expect(poTexts('msgid "Say \\"hi\\""\nmsgstr "Hola"\n\nmsgid "Empty"\nmsgstr ""\n')).toEqual({ 'Say "hi"': 'Hola' });
  });
});
