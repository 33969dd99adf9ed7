import { describe, expect, it } from 'vitest';
import type { AnnouncementPopupItem } from '@generated/model';
import { closedFor, popupMemoryKey, rememberClosed, selectPopups } from '@/features/notices/logic/popup-selection';
import { ANNOUNCEMENT_PAGE, pageCount, pagerItems, pageSlice } from '@/features/notices/logic/paging';
import { isPromotionLink } from '@/features/notices/logic/promotion-link';

const item = (id: number, execution: AnnouncementPopupItem['execution']): AnnouncementPopupItem => ({ id, execution, title: `#${id}`, content: '' });
const items = [item(1, 'B'), item(2, 'A'), item(3, 'F'), item(4, 'B'), item(5, 'A')];

describe('selectPopups (SPEC 4)', () => {
  it.each([
    { name: 'a guest sees execution B', isLogin: false, firstTimeLogin: false, closed: [], expected: [1, 4] },
    { name: 'a guest flagged first login still sees only B', isLogin: false, firstTimeLogin: true, closed: [], expected: [1, 4] },
    { name: 'a member sees A', isLogin: true, firstTimeLogin: false, closed: [], expected: [2, 5] },
    { name: 'a member on the first login sees A and F', isLogin: true, firstTimeLogin: true, closed: [], expected: [2, 3, 5] },
    { name: 'closed ones are not shown again', isLogin: false, firstTimeLogin: false, closed: [1], expected: [4] },
    { name: 'closing everything leaves nothing', isLogin: true, firstTimeLogin: true, closed: [2, 3, 5], expected: [] },
  ])('$name', ({ isLogin, firstTimeLogin, closed, expected }) => {
    expect(selectPopups(items, { isLogin, firstTimeLogin }, new Set(closed)).map((entry) => entry.id)).toEqual(expected);
  });
});

describe('closed-popup memory', () => {
  it.each([
    { username: 'Demo', expected: 'user:demo' },
    { username: null, expected: 'anonymous' },
    { username: '', expected: 'anonymous' },
  ])('$username is remembered as $expected', ({ username, expected }) => {
    expect(popupMemoryKey(username)).toBe(expected);
  });

  it('keeps users apart and never duplicates an id', () => {
    let memory = rememberClosed({}, 'anonymous', [1, 4]);
    memory = rememberClosed(memory, 'user:demo', [2]);
    memory = rememberClosed(memory, 'anonymous', [4, 6]);
    expect(memory).toEqual({ anonymous: [1, 4, 6], 'user:demo': [2] });
    expect(closedFor(memory, 'user:other')).toEqual(new Set());
  });
});

describe('announcement paging (9 a page, range 5, margin 1)', () => {
  it('uses the SPEC 9 constants', () => {
    expect(ANNOUNCEMENT_PAGE).toEqual({ size: 9, range: 5, margin: 1 });
  });

  it.each([
    { total: 0, pages: 1 },
    { total: 9, pages: 1 },
    { total: 10, pages: 2 },
    { total: 27, pages: 3 },
    { total: 28, pages: 4 },
  ])('$total titles make $pages page(s)', ({ total, pages }) => {
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    { page: 1, expected: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
    { page: 2, expected: [10, 11] },
    { page: 9, expected: [10, 11] },
    { page: 0, expected: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
  ])('page $page of 11 titles', ({ page, expected }) => {
    expect(
      pageSlice(
        Array.from({ length: 11 }, (_, i) => i + 1),
        page,
      ),
    ).toEqual(expected);
  });

  const render = (current: number, total: number) =>
    pagerItems(current, total)
      .map((entry) => (entry.kind === 'page' ? String(entry.page) : '…'))
      .join(' ');
  it.each([
    { current: 1, total: 0, expected: '' },
    { current: 1, total: 1, expected: '1' },
    { current: 2, total: 7, expected: '1 2 3 4 5 6 7' },
    { current: 1, total: 20, expected: '1 2 3 4 5 6 … 20' },
    { current: 4, total: 20, expected: '1 2 3 4 5 6 … 20' },
    { current: 10, total: 20, expected: '1 … 8 9 10 11 12 … 20' },
    { current: 18, total: 20, expected: '1 … 15 16 17 18 19 20' },
    { current: 20, total: 20, expected: '1 … 15 16 17 18 19 20' },
    { current: 5, total: 8, expected: '1 … 3 4 5 6 7 8' },
  ])('page $current of $total: $expected', ({ current, total, expected }) => {
    expect(render(current, total)).toBe(expected);
  });
});

describe('isPromotionLink', () => {
  const origin = 'https://royallobby.example.com';
  it.each([
    { href: '/member?page=rewardCenter', expected: true },
    { href: '/member?tab=rewardCenter', expected: true },
    { href: 'https://royallobby.example.com/member?page=rewardCenter', expected: true },
    { href: '/promotions', expected: true },
    { href: '/member?page=securityCenter', expected: false },
    { href: 'https://evil.example.com/member?page=rewardCenter', expected: false },
    { href: 'https://t.me/royal', expected: false },
    { href: null, expected: false },
  ])('$href -> $expected', ({ href, expected }) => {
    expect(isPromotionLink(href, origin)).toBe(expected);
  });
});
