import { describe, expect, it } from 'vitest';
import { hasSecretParams, readLinkSecret, withoutSecrets } from '@/features/auth/logic/link-secrets';

const CODE = 'Hk3Zp9xT0c1Vb2nQ4rs8WkA7';
const OTHER = 'Zz9Zp9xT0c1Vb2nQ4rs8WkA7';

/** ADR 0021: a hand-over link's secret sits after `#`; a `?code=` is still read (a transition); a token only with the legacy switch. */
describe('readLinkSecret', () => {
  it.each([
    { name: 'a code after #', search: '?lang=en', hash: `#code=${CODE}`, legacy: false, expected: { kind: 'code', value: CODE } },
    { name: 'a code after # without the #', search: '', hash: `code=${CODE}&x=1`, legacy: false, expected: { kind: 'code', value: CODE } },
    { name: 'a code in the query (transition)', search: `?code=${CODE}`, hash: '', legacy: false, expected: { kind: 'code', value: CODE } },
    { name: 'the fragment before the query', search: `?code=${OTHER}`, hash: `#code=${CODE}`, legacy: false, expected: { kind: 'code', value: CODE } },
    { name: 'a malformed code', search: '', hash: '#code=short', legacy: false, expected: null },
    { name: 'an anchor', search: '', hash: '#top', legacy: false, expected: null },
    { name: 'a token, switch off', search: '?token=abc', hash: '#token=abc', legacy: false, expected: null },
    { name: 'a token after #, switch on', search: '?token=old', hash: '#token=abc', legacy: true, expected: { kind: 'token', value: 'abc' } },
    { name: 'a token in the query, switch on', search: '?token=abc', hash: '', legacy: true, expected: { kind: 'token', value: 'abc' } },
    { name: 'a code wins over a token', search: '?token=abc', hash: `#code=${CODE}`, legacy: true, expected: { kind: 'code', value: CODE } },
  ])('$name', ({ search, hash, legacy, expected }) => {
    expect(readLinkSecret({ search, hash }, legacy)).toEqual(expected);
  });
});

describe('withoutSecrets and hasSecretParams', () => {
  it.each([
    { search: '?lang=en', hash: `#code=${CODE}`, has: true, expected: { search: '?lang=en', hash: '' } },
    { search: `?code=${CODE}&lang=en`, hash: '#top', has: true, expected: { search: '?lang=en', hash: '#top' } },
    { search: '', hash: 'code=short&token=x&tab=2', has: true, expected: { search: '', hash: '#tab=2' } },
    { search: '?token=', hash: '', has: true, expected: { search: '', hash: '' } },
    { search: '?lang=en', hash: 'top', has: false, expected: { search: '?lang=en', hash: '#top' } },
    { search: '', hash: '', has: false, expected: { search: '', hash: '' } },
  ])('$search $hash', ({ search, hash, has, expected }) => {
    expect(hasSecretParams({ search, hash })).toBe(has);
    expect(withoutSecrets({ search, hash })).toEqual(expected);
  });
});
