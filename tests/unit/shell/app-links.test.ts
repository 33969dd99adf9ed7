import { describe, expect, it } from 'vitest';
import { iosAppLink, QR_SIZE } from '@/features/shell/logic/app-qr';
import { resourceLink, serviceEntries } from '@/features/shell/logic/app-links';
import { footerVendors, marqueeSlides } from '@/features/shell/logic/footer';

describe('iosAppLink', () => {
  it.each([
    {
      origin: 'https://royallobby.example.com',
      language: 'MY',
      handover: { kind: 'code', value: 'Hk3Zp9xT0c1Vb2nQ4rs8WkA7' },
      expected: 'https://royallobby.example.com/?lang=MY#code=Hk3Zp9xT0c1Vb2nQ4rs8WkA7',
    },
    { origin: 'https://royallobby.example.com/', language: 'en', handover: null, expected: 'https://royallobby.example.com/?lang=EN' },
    // The legacy switch only (ADR 0014).
    { origin: 'http://127.0.0.1:5173', language: 'EN', handover: { kind: 'token', value: 'a b&c' }, expected: 'http://127.0.0.1:5173/?lang=EN#token=a+b%26c' },
  ] as const)('$origin $language $handover', ({ origin, language, handover, expected }) => {
    expect(iosAppLink({ origin, language, handover })).toBe(expected);
  });

  it('uses the sizes of SPEC 9', () => {
    expect(QR_SIZE).toEqual({ sideMenu: 120, sideMenuMargin: 5, activeLive: 78 });
  });
});

describe('serviceEntries', () => {
  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  it('decodes the obfuscated paths, in the order LIVECHAT, FACEBOOK, TELEGRAM, WHATSAPP', () => {
    const entries = serviceEntries([
      { csType: 'WHATSAPP', path: b64('https://wa.me/60123456789') },
      { csType: 'LIVECHAT', title: 'Live Chat', path: b64('https://livechat.example.com/chat') },
      { csType: 'TELEGRAM', path: b64('tg://resolve?domain=royal') },
      { csType: 'FACEBOOK', path: b64('https://m.facebook.com/royal') },
    ]);
    expect(entries).toEqual([
      { csType: 'LIVECHAT', title: 'Live Chat', href: 'https://livechat.example.com/chat' },
      { csType: 'FACEBOOK', title: undefined, href: 'https://m.facebook.com/royal' },
      { csType: 'TELEGRAM', title: undefined, href: 'tg://resolve?domain=royal' },
      { csType: 'WHATSAPP', title: undefined, href: 'https://wa.me/60123456789' },
    ]);
  });

  it.each([
    { name: 'a javascript: link', path: b64('javascript:alert(1)') },
    { name: 'not base64', path: '%%%' },
    { name: 'an empty path', path: '' },
  ])('leaves out $name', ({ path }) => {
    expect(serviceEntries([{ csType: 'LIVECHAT', path }])).toEqual([]);
  });
});

describe('resourceLink', () => {
  const resources = [
    { type: 'Android' as const, url: 'https://dl.example.com/app.apk' },
    { type: 'TELEGRAM' as const, url: 'javascript:alert(1)' },
  ];
  it.each([
    { type: 'Android' as const, expected: 'https://dl.example.com/app.apk' },
    { type: 'TELEGRAM' as const, expected: null },
    { type: 'WHATSAPP' as const, expected: null },
  ])('$type -> $expected', ({ type, expected }) => {
    expect(resourceLink(resources, type)).toBe(expected);
  });
});

describe('footer vendors', () => {
  it('lists PG, EG2, PT, JDB, CQ9, FC, JL, BGS with the server names and icons', () => {
    const vendors = footerVendors([
      { vassalage: 'JL', gameType: 'RNG', displayName: 'JILI', lagerIcon: '/jl.svg' },
      { vassalage: 'PG', gameType: 'RNG', displayName: 'PG Soft', lagerIcon: '/pg.svg' },
    ]);
    expect(vendors.map((vendor) => vendor.code)).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
    expect(vendors[0]).toEqual({ code: 'PG', name: 'PG Soft', icon: '/pg.svg' });
    expect(vendors[1]).toEqual({ code: 'EG2', name: 'EG2', icon: undefined });
  });

  it.each([
    { count: 0, expected: 0 },
    { count: 8, expected: 24 },
    { count: 20, expected: 20 },
    { count: 3, expected: 21 },
  ])('a loop of $count logos has $expected slides', ({ count, expected }) => {
    expect(
      marqueeSlides(
        Array.from({ length: count }, (_, i) => i),
        10,
      ),
    ).toHaveLength(expected);
  });
});
