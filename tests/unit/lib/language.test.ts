import { describe, expect, it } from 'vitest';
import { normalizeLanguage, pickLanguage } from '@/lib/language';
import { parseConfig } from '@/config/env';

const available = ['MY', 'EN'];

describe('pickLanguage', () => {
  it.each([
    { query: 'en', stored: null, expected: 'EN' },
    { query: 'MY', stored: 'EN', expected: 'MY' },
    { query: 'En', stored: 'MY', expected: 'EN' },
    { query: 'cn', stored: 'EN', expected: 'EN' },
    { query: null, stored: 'en', expected: 'EN' },
    { query: null, stored: 'xx', expected: 'MY' },
    { query: '', stored: null, expected: 'MY' },
  ])('?lang=$query, stored $stored -> $expected', ({ query, stored, expected }) => {
    expect(pickLanguage({ query, stored }, available, 'MY')).toBe(expected);
  });

  it('refuses codes outside the configured list', () => {
    expect(normalizeLanguage('th', available)).toBeNull();
  });
});

describe('parseConfig', () => {
  it('defaults to the MY + EN build on mocks, MY first', () => {
    const config = parseConfig({}, { dev: true, test: false });
    expect(config).toMatchObject({ apiMocking: 'msw', apiBaseUrl: '', languages: ['MY', 'EN'], defaultLanguage: 'MY', validateResponses: true });
  });

  it('reads a language list in any case and trims the base URL', () => {
    const config = parseConfig(
      { VITE_LANGUAGES: 'en, th,cn', VITE_DEFAULT_LANGUAGE: 'th', VITE_API_BASE_URL: 'https://api.example.com/', VITE_API_MOCKING: 'off' },
      { dev: false, test: false },
    );
    expect(config).toMatchObject({
      apiMocking: 'off',
      apiBaseUrl: 'https://api.example.com',
      languages: ['EN', 'TH', 'CN'],
      defaultLanguage: 'TH',
      validateResponses: false,
    });
  });

  it('falls back to the first language when the default is not offered', () => {
    expect(parseConfig({ VITE_LANGUAGES: 'EN,TH', VITE_DEFAULT_LANGUAGE: 'MY' }, { dev: false, test: false }).defaultLanguage).toBe('EN');
  });

  it('rejects a malformed language list', () => {
    expect(() => parseConfig({ VITE_LANGUAGES: 'english' }, { dev: false, test: false })).toThrow();
  });
});

describe('parseConfig, variable by variable', () => {
  const mode = { dev: false, test: false };
  it.each([
    [
      {},
      {
        apiTimeoutMs: 15_000,
        merchantCode: 'DEMO',
        legacyUrlToken: false,
        textOverrides: { url: 'overrides/{lang}.json', languages: ['BN', 'CN', 'EN', 'MY', 'TW'] },
      },
    ],
    [{ VITE_API_TIMEOUT_MS: '8000' }, { apiTimeoutMs: 8000 }],
    [{ VITE_VALIDATE_RESPONSES: 'true' }, { validateResponses: true }],
    [
      { VITE_LEGACY_URL_TOKEN: 'true', VITE_MERCHANT_CODE: 'M1' },
      { legacyUrlToken: true, merchantCode: 'M1' },
    ],
    [{ VITE_DEFAULT_LANGUAGE: ' en ' }, { defaultLanguage: 'EN' }],
    [{ VITE_LANGUAGES: 'MY,,EN,' }, { languages: ['MY', 'EN'] }],
    [{ VITE_TEXT_OVERRIDES_URL: ' /texts/{lang}.json ', VITE_TEXT_OVERRIDE_LANGUAGES: '' }, { textOverrides: { url: '/texts/{lang}.json', languages: [] } }],
    [{ VITE_TEXT_OVERRIDE_LANGUAGES: 'my, en' }, { textOverrides: { url: 'overrides/{lang}.json', languages: ['MY', 'EN'] } }],
  ])('reads %o', (env, expected) => {
    expect(parseConfig(env, mode)).toMatchObject(expected);
  });

  it.each([
    { VITE_API_MOCKING: 'prism' },
    { VITE_API_TIMEOUT_MS: '0' },
    { VITE_API_TIMEOUT_MS: '1.5' },
    { VITE_API_TIMEOUT_MS: 'soon' },
    { VITE_VALIDATE_RESPONSES: 'yes' },
    { VITE_LANGUAGES: '' },
    { VITE_DEFAULT_LANGUAGE: 'MYA' },
    { VITE_TEXT_OVERRIDES_URL: '  ' },
    { VITE_TEXT_OVERRIDE_LANGUAGES: 'MY,burmese' },
  ])('refuses %o', (env) => {
    expect(() => parseConfig(env, mode)).toThrow();
  });
});
