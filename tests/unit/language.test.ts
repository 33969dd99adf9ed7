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
