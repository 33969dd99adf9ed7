import { describe, expect, it, vi } from 'vitest';
import type { WinnerEntry } from '@generated/model';
import { bannerCarouselOptions, bannerTarget, playableVideos, videoEmbedUrl, videoId, videoLanguage } from '@/features/lobby/logic/banners';
import { HOT_CAROUSEL, hasStartButton, LANE_RULES, laneView } from '@/features/lobby/logic/lanes';
import { splitWinners, WINNER_LIMIT } from '@/features/lobby/logic/winners';

const winner = (name: string, winAmount: number): WinnerEntry => ({ vo: { customerName: name, winAmount, gameName: 'Mahjong Ways' } });

describe('splitWinners', () => {
  it('asks for 20 winners', () => {
    expect(WINNER_LIMIT).toBe(20);
  });

  it.each([
    { count: 0, top: 0, rest: 0 },
    { count: 2, top: 2, rest: 0 },
    { count: 3, top: 3, rest: 0 },
    { count: 4, top: 3, rest: 1 },
    { count: 20, top: 3, rest: 17 },
    { count: 25, top: 3, rest: 17 },
  ])('$count winners: $top on the podium, $rest in the list', ({ count, top, rest }) => {
    const board = splitWinners(Array.from({ length: count }, (_, i) => winner(`p${i}`, 1000 - i)));
    expect(board.top).toHaveLength(top);
    expect(board.rest).toHaveLength(rest);
  });

  it('puts the three biggest wins on top and ranks the list from 4, whatever the order received', () => {
    const board = splitWinners([winner('a', 50), winner('b', 900), winner('c', 10), winner('d', 700), winner('e', 300)]);
    expect(board.top.map((entry) => [entry.customerName, entry.rank])).toEqual([
      ['b', 1],
      ['d', 2],
      ['e', 3],
    ]);
    expect(board.rest.map((entry) => [entry.customerName, entry.rank])).toEqual([
      ['a', 4],
      ['c', 5],
    ]);
  });
});

describe('home lanes', () => {
  it.each([
    { rule: 'vendors' as const, count: 5, visible: 5, arrows: false },
    { rule: 'vendors' as const, count: 12, visible: 12, arrows: false },
    { rule: 'vendors' as const, count: 13, visible: 12, arrows: true },
    { rule: 'hot' as const, count: 7, visible: 7, arrows: false },
    { rule: 'hot' as const, count: 8, visible: 8, arrows: true },
    { rule: 'hot' as const, count: 16, visible: 12, arrows: true },
  ])('$rule with $count items: $visible shown, arrows $arrows', ({ rule, count, visible, arrows }) => {
    const view = laneView(
      Array.from({ length: count }, (_, i) => i),
      LANE_RULES[rule],
    );
    expect(view.visible).toHaveLength(visible);
    expect(view.hasArrows).toBe(arrows);
  });

  it.each([
    { page: 0, expected: [0, 11] },
    { page: 1, expected: [12, 13] },
    { page: 2, expected: [0, 11] },
    { page: -1, expected: [12, 13] },
  ])('14 vendors, page $page shows items $expected.0 to $expected.1 (arrows wrap)', ({ page, expected }) => {
    const view = laneView(
      Array.from({ length: 14 }, (_, i) => i),
      LANE_RULES.vendors,
      page,
    );
    expect([view.visible[0], view.visible.at(-1)]).toEqual(expected);
    expect(view.pages).toBe(2);
  });

  it('runs the hot carousel at 1200 ms, speed 1100, four slides', () => {
    expect(HOT_CAROUSEL).toEqual({ delay: 1200, speed: 1100, slidesPerView: 4 });
  });

  it.each([
    { gameType: 'RNG' as const, expected: false },
    { gameType: 'LIVE' as const, expected: true },
    { gameType: 'SPORTS' as const, expected: true },
  ])('$gameType vendor card start button: $expected', ({ gameType, expected }) => {
    expect(hasStartButton(gameType)).toBe(expected);
  });
});

describe('banner carousel (SPEC 9)', () => {
  it.each([
    { kind: 'image' as const, count: 1, expected: { loop: false, autoplay: false, slidesPerView: 1, spaceBetween: 20, speed: 1000 } },
    { kind: 'image' as const, count: 4, expected: { loop: true, autoplay: { delay: 5000 }, slidesPerView: 1, spaceBetween: 20, speed: 1000 } },
    { kind: 'video' as const, count: 1, expected: { loop: false, autoplay: false, slidesPerView: 1.8, spaceBetween: -30, speed: 1000 } },
    { kind: 'video' as const, count: 3, expected: { loop: true, autoplay: false, slidesPerView: 1.8, spaceBetween: -30, speed: 1000 } },
  ])('$kind banners x$count', ({ kind, count, expected }) => {
    expect(bannerCarouselOptions(kind, count)).toMatchObject(expected);
  });

  it.each([
    { code: 'EN', expected: 'en' },
    { code: 'TY', expected: 'tl' },
    { code: 'CN', expected: 'zh' },
    { code: 'VI', expected: 'vi' },
    { code: 'TH', expected: 'th' },
    { code: 'MY', expected: 'en' },
    { code: 'ja', expected: 'en' },
  ])('video language for $code is $expected', ({ code, expected }) => {
    expect(videoLanguage(code)).toBe(expected);
  });

  it.each([
    { link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', expected: 'aqz-KE-bpKQ' },
    { link: 'https://youtu.be/ScMzIvxBSi4', expected: 'ScMzIvxBSi4' },
    { link: 'https://m.youtube.com/watch?v=LXb3EKWsInQ&t=10', expected: 'LXb3EKWsInQ' },
    { link: 'https://www.youtube.com/embed/aqz-KE-bpKQ', expected: 'aqz-KE-bpKQ' },
    { link: 'https://www.youtube.com/shorts/aqz-KE-bpKQ', expected: 'aqz-KE-bpKQ' },
    { link: 'https://vimeo.com/123456', expected: null },
    { link: '/mock-assets/banners/home-welcome.svg', expected: null },
    { link: 'https://www.youtube.com/watch?v=short', expected: null },
    { link: 'https://evil.example.com/watch?v=aqz-KE-bpKQ', expected: null },
    { link: 'javascript:alert(1)', expected: null },
  ])('video id of $link', ({ link, expected }) => {
    expect(videoId(link)).toBe(expected);
  });

  it('builds the player link in the visitor language', () => {
    const url = new URL(videoEmbedUrl('aqz-KE-bpKQ', 'CN'));
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(url.searchParams.get('hl')).toBe('zh');
  });

  it('logs an error for a video banner that is not a video-site link and leaves it out', () => {
    const log = vi.fn();
    const videos = playableVideos(
      [
        { groupName: 'w_promotion', url: 'https://youtu.be/ScMzIvxBSi4', title: 'Good' },
        { groupName: 'w_promotion', url: 'https://example.com/promo.mp4', title: 'Bad' },
      ],
      log,
    );
    expect(videos.map((video) => video.videoId)).toEqual(['ScMzIvxBSi4']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('https://example.com/promo.mp4');
  });

  it.each([
    { linkage: '/promotions', linkageType: 'ROUTE', expected: { kind: 'route', href: '/promotions' } },
    { linkage: '/rng?vassalage=PG', linkageType: undefined, expected: { kind: 'route', href: '/rng?vassalage=PG' } },
    { linkage: 'https://www.example.com/vip', linkageType: 'URL', expected: { kind: 'external', href: 'https://www.example.com/vip' } },
    { linkage: 'PROMO-1024', linkageType: 'PROMOTION', expected: { kind: 'route', href: '/promotions' } },
    { linkage: '/live', linkageType: 'NONE', expected: { kind: 'none' } },
    { linkage: '//evil.example.com', linkageType: 'ROUTE', expected: { kind: 'none' } },
    { linkage: 'javascript:alert(1)', linkageType: 'URL', expected: { kind: 'none' } },
    { linkage: undefined, linkageType: undefined, expected: { kind: 'none' } },
  ])('banner linkage $linkage ($linkageType)', ({ linkage, linkageType, expected }) => {
    expect(bannerTarget({ linkage, linkageType })).toEqual(expected);
  });
});
