import { describe, expect, it } from 'vitest';
import { isApiOrigin } from '@/api/fetcher';
import { classifyLink, internalPath } from '@/lib/safe-url';

const ORIGIN = 'https://royallobby.example.com';

describe('one URL rule for server and address-bar links', () => {
  it.each([
    ['/promotions', { kind: 'internal', path: '/promotions' }],
    ['/member/wallet?tab=1#top', { kind: 'internal', path: '/member/wallet?tab=1#top' }],
    ['promotions', { kind: 'internal', path: '/promotions' }],
    ['https://royallobby.example.com/live', { kind: 'internal', path: '/live' }],
    ['HTTPS://ROYALLOBBY.EXAMPLE.COM/live', { kind: 'internal', path: '/live' }],
    ['  /rng  ', { kind: 'internal', path: '/rng' }],
    ['https://partner.example.com/offer', { kind: 'external', href: 'https://partner.example.com/offer' }],
    ['//evil.example/steal', { kind: 'external', href: 'https://evil.example/steal' }],
    ['/\\evil.example', { kind: 'external', href: 'https://evil.example/' }],
    ['\\\\evil.example', { kind: 'external', href: 'https://evil.example/' }],
    ['https:evil.example', { kind: 'internal', path: '/evil.example' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['JaVaScRiPt:alert(1)', { kind: 'none' }],
    [' java\tscript:alert(1)', { kind: 'none' }],
    ['data:text/html,<script>alert(1)</script>', { kind: 'none' }],
    ['vbscript:msgbox(1)', { kind: 'none' }],
    ['%2F%2Fevil.example', { kind: 'internal', path: '/%2F%2Fevil.example' }],
    ['http://[::1', { kind: 'none' }],
    ['', { kind: 'none' }],
    [null, { kind: 'none' }],
  ])('%s → %o', (raw, expected) => {
    expect(classifyLink(raw, ORIGIN)).toEqual(expected);
  });

  it.each([
    ['tg://resolve?domain=royallobby', ['tg:'], 'external'],
    ['whatsapp://send?phone=60123456789', ['whatsapp:'], 'external'],
    ['tg://resolve?domain=royallobby', ['http:', 'https:'], 'none'],
  ] as const)('%s with schemes %o is %s', (raw, schemes, kind) => {
    expect(classifyLink(raw, ORIGIN, schemes).kind).toBe(kind);
  });

  it.each([
    ['/member/wallet', '/member/wallet'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    ['javascript:alert(1)', undefined],
  ])('a login redirect to %s goes to %s', (raw, expected) => {
    expect(internalPath(raw, ORIGIN)).toBe(expected);
  });
});

describe('the session token goes to the API only', () => {
  it.each([
    ['/wps/member/info', '', true],
    ['http://localhost/wps/member/info', '', true],
    ['https://api.example.com/wps/member/info', 'https://api.example.com', true],
    ['https://evil.example/wps/member/info', 'https://api.example.com', false],
    ['https://api.example.com.evil.example/wps', 'https://api.example.com', false],
    ['//evil.example/wps', '', false],
  ])('%s (API base %s): %s', (url, base, expected) => {
    expect(isApiOrigin(url, base)).toBe(expected);
  });
});
