import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner, GameMenu, Vendor } from '@generated/model';
import { okResponse as ok } from '@mocks/handlers/respond';
import { server } from '@mocks/node';
import { QueryClient } from '@tanstack/react-query';
import { prefetchLobby } from '@/features/lobby';
import { signInAs } from '../../support/games';
import { FakeObserver } from '../../support/near';
import { renderApp } from '../../support/render';

/** The guest's announcement popup opens over the lobby first; these tests look behind it. */
async function openLobby() {
  const view = await renderApp('/');
  // The popup's code loads on demand (the gate, then the dialog): the first test to open it also waits for their
  // modules' transform, seconds on two busy cores (a 5 s wait failed once in a full run beside other work).
  await screen.findByRole('dialog', { name: 'Announcements' }, { timeout: 20_000 });
  await view.user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return view;
}

const section = (name: string) => screen.findByRole('region', { name });
const vendors = (gameType: Vendor['gameType'], count: number): Vendor[] =>
  Array.from({ length: count }, (_, i) => ({ vassalage: `V${i + 1}`, gameType, displayName: `Vendor ${i + 1}`, lagerIcon: `/logos/v${i + 1}.svg` }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

describe('the home lobby', () => {
  it("starts downloading the first home banner's image as soon as the notices name it, without waiting for the lobby to render", async () => {
    server.use(
      http.get('*/wps/content/notice', () =>
        ok({
          banners: [
            { groupName: 'w_promotion', url: 'https://youtu.be/ScMzIvxBSi4', title: 'A video' },
            { groupName: 'w_home', url: 'https://cdn.example.com/first.webp', title: 'First' },
            { groupName: 'w_home', url: 'https://cdn.example.com/second.webp', title: 'Second' },
          ] satisfies Banner[],
          player: [],
        }),
      ),
    );
    const downloads: Array<{ src: string; priority: string }> = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        set src(src: string) {
          downloads.push({ src, priority: this.fetchPriority });
        }
      },
    );
    prefetchLobby(new QueryClient(), 'EN');
    await waitFor(() => expect(downloads).toEqual([{ src: 'https://cdn.example.com/first.webp', priority: 'high' }]));
  });

  it('runs the notice marquee and opens every notice in the notice popup', async () => {
    const { user } = await openLobby();
    const marquee = await section('Notices');
    const title = await within(marquee).findByRole('button', { name: 'PG Soft maintenance on 25 November' });
    await user.click(title);
    const dialog = await screen.findByRole('dialog', { name: 'Notices' });
    expect(within(dialog).getByRole('tab', { name: /PG Soft maintenance on 25 November/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('2025-11-25 from 02:00 to 04:00');
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Nov 20, 2025, 18:30');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notices' })).not.toBeInTheDocument());
    await user.click(within(marquee).getByRole('button', { name: 'All notices' }));
    expect(within(await screen.findByRole('dialog', { name: 'Notices' })).getAllByRole('tab')).toHaveLength(5);
  });

  it('shows the home banners linked to their pages', async () => {
    await openLobby();
    const banners = await section('Featured promotions');
    const welcome = await within(banners).findByRole('img', { name: 'Welcome bonus 100%' });
    expect(welcome.closest('a')).toHaveAttribute('href', '/promotions');
    expect(within(banners).getByRole('img', { name: 'Refer a friend, earn RM 50' }).closest('a')).toHaveAttribute('href', '/member?page=referral');
    expect(within(banners).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it.each([
    { stored: null, expected: '101,000,000.00' },
    { stored: '123456789.12', expected: '123,456,789.12' },
    { stored: '999999999', expected: '101,000,000.00' },
  ])('starts the jackpot from the stored value $stored', async ({ stored, expected }) => {
    if (stored) localStorage.setItem('jackpot', stored);
    await openLobby();
    expect(screen.getByTestId('jackpot-value')).toHaveTextContent(expected);
    expect(localStorage.getItem('jackpot')).toBe(expected.replace(/,/g, ''));
  });

  it('shows the hot games with a play button per game', async () => {
    await openLobby();
    const hot = await section('Hot games');
    const cards = await within(hot).findAllByRole('article');
    expect(cards.length).toBeGreaterThan(4);
    expect(cards.length).toBeLessThanOrEqual(12 * 2);
    expect(within(cards[0]!).getByRole('button', { name: /^Play / })).toBeInTheDocument();
    // More than 7 hot games: arrows.
    expect(within(hot).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('puts the three biggest wins on top and lists the rest from rank 4', async () => {
    await openLobby();
    const podium = await screen.findByRole('list', { name: 'Biggest wins' });
    const top = within(podium).getAllByRole('listitem');
    expect(top).toHaveLength(3);
    const amounts = top.map((item) => Number(item.querySelector('.winners__amount')?.textContent?.replace(/,/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const list = within(screen.getByRole('region', { name: 'More winners' })).getAllByRole('list')[0]!;
    expect(list).toHaveAttribute('start', '4');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(17);
    expect(rows[0]).toHaveTextContent(/^4/);
    expect(Number(rows[0]!.querySelector('.winners__row-amount')?.textContent?.replace(/,/g, ''))).toBeLessThanOrEqual(amounts[2]!);
  });

  it('shows a block per category with vendors: slots open their games, others start now', async () => {
    await openLobby();
    const slots = await section('Slots');
    const first = within(slots).getAllByRole('article')[0]!;
    expect(within(first).queryByRole('button', { name: /Start now/ })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /games$/ })).toBeInTheDocument();
    const live = await section('Live casino');
    expect(within(within(live).getAllByRole('article')[0]!).getByRole('button', { name: /^Start now/ })).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'See all Live casino' })).toHaveAttribute('href', '/live');
    for (const name of ['Fishing', 'Card games', 'Sports', 'E-sports', 'Cockfight']) expect(await section(name)).toBeInTheDocument();
  });

  it("draws the first block's cards at once, and each other block's and the winner board's once they near the viewport", async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await openLobby();
    const slots = await section('Slots');
    await waitFor(() => expect(within(slots).getAllByRole('article')).not.toHaveLength(0));
    const live = await section('Live casino');
    // Far below the fold: the heading and its link are there, the cards are not yet.
    expect(within(live).getByRole('link', { name: 'See all Live casino' })).toBeInTheDocument();
    expect(within(live).queryAllByRole('article')).toHaveLength(0);
    const board = await section('Latest winners');
    expect(within(board).queryByRole('list', { name: 'Biggest wins' })).not.toBeInTheDocument();

    act(() => FakeObserver.near(within(live).getByRole('list')));
    await waitFor(() => expect(within(live).getAllByRole('article').length).toBeGreaterThan(0));
    expect(within(await section('Fishing')).queryAllByRole('article')).toHaveLength(0);
    act(() => FakeObserver.near(board.querySelector('.winners__board')!));
    expect(await within(board).findByRole('list', { name: 'Biggest wins' })).toBeInTheDocument();
  });

  it('cuts a block at 12 vendors and pages through the rest with its arrows', async () => {
    server.use(
      http.get('*/lgw/games/game_menus', () =>
        ok<GameMenu[]>([
          { gameType: 'LIVE', sequence: 1, vendors: vendors('LIVE', 14) },
          { gameType: 'SPORTS', sequence: 2, vendors: vendors('SPORTS', 12) },
        ]),
      ),
    );
    const { user } = await openLobby();
    const live = await section('Live casino');
    expect(within(live).getAllByRole('article')).toHaveLength(12);
    await user.click(within(live).getByRole('button', { name: 'Next Live casino providers' }));
    expect(
      within(live)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Vendor 13', 'Vendor 14']);
    const sports = await section('Sports');
    expect(within(sports).getAllByRole('article')).toHaveLength(12);
    expect(within(sports).queryByRole('button', { name: /providers$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Slots' })).not.toBeInTheDocument();
  });

  it('falls back to the default icon when a vendor logo fails', async () => {
    await openLobby();
    const card = within(await section('Live casino')).getAllByRole('article')[0]!;
    const logo = card.querySelector('img')!;
    fireEvent.error(logo);
    expect(logo.getAttribute('src')).toBe('/default-game.svg');
  });

  it('shows video banners behind a play button, and leaves out (and logs) a link that is not a video', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/wps/content/notice', () =>
        ok({
          banners: [
            { groupName: 'w_promotion', url: 'https://youtu.be/ScMzIvxBSi4', title: 'Top slot wins' },
            { groupName: 'w_promotion', url: 'https://cdn.example.com/promo.mp4', title: 'Broken promo' },
          ] satisfies Banner[],
          player: [],
        }),
      ),
    );
    const { user } = await openLobby();
    const videos = await section('Videos');
    expect(within(videos).queryByRole('button', { name: 'Play video: Broken promo' })).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('https://cdn.example.com/promo.mp4'));
    const play = within(videos).getAllByRole('button', { name: 'Play video: Top slot wins' })[0]!;
    expect(videos.querySelector('iframe')).toBeNull();
    await user.click(play);
    const frame = videos.querySelector('iframe');
    expect(frame).toHaveAttribute('title', 'Top slot wins');
    expect(frame?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/ScMzIvxBSi4\?.*hl=en/);
  });

  it('keeps every section standing when one call fails', async () => {
    server.use(http.get('*/wps/content/winners', () => ok(null)));
    await openLobby();
    const winners = await section('Latest winners');
    expect(await within(winners).findByRole('alert')).toBeInTheDocument();
    expect(within(winners).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await section('Hot games')).toBeInTheDocument();
  });
});

describe('the shell around the lobby', () => {
  async function openSideMenuQr(user: UserEvent) {
    await user.hover(screen.getByRole('button', { name: 'App download' }));
    return screen.findByRole('group', { name: 'Download the app' });
  }

  it('offers the side menu with categories, bonus, invite friends, QR codes, customer service and languages', async () => {
    const { user } = await openLobby();
    const side = screen.getByRole('complementary', { name: 'Side menu' });
    const menu = within(side).getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: 'Bonus' })).toHaveAttribute('href', '/member?page=rewardCenter');
    expect(within(side).getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/member?page=referral');
    expect(within(side).getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', 'https://livechat.example.com/chat');
    expect(within(side).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/60123456789');
    expect(within(side).getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('English');
    expect(
      within(side)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['မြန်မာ', 'English']);

    const qr = await openSideMenuQr(user);
    const ios = within(qr).getByRole('img', { name: 'iOS app QR code' });
    expect(ios.closest('[data-link]')).toHaveAttribute('data-link', `${window.location.origin}/?lang=EN`);
    expect(ios).toHaveAttribute('width', '120');
    expect(within(qr).getByRole('img', { name: 'Android app QR code' }).closest('[data-link]')).toHaveAttribute(
      'data-link',
      'https://download.example.com/royallobby.apk',
    );
    expect(screen.getByRole('button', { name: 'App download' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Download the app' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'App download' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the QR codes on a tap, whose focus comes before its click, and closes them on the next tap', async () => {
    await openLobby();
    const entry = screen.getByRole('button', { name: 'App download' });
    // A tap: the press, the focus it gives (which opens the panel), then the click.
    fireEvent.pointerDown(entry);
    fireEvent.focus(entry);
    fireEvent.click(entry);
    expect(await screen.findByRole('group', { name: 'Download the app' })).toBeInTheDocument();
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(entry);
    fireEvent.click(entry);
    expect(entry).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the side menu on the game pages', async () => {
    signInAs('demo');
    await renderApp('/vnLottery');
    expect(await screen.findByRole('navigation', { name: 'Game categories' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Side menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Side menu' })).not.toBeInTheDocument();
  });

  it('leaves invite friends out when referral is off', async () => {
    const { PERMISSION } = await import('@mocks/db/site-config');
    server.use(http.get('*/wps/system/permission', () => ok({ ...PERMISSION, availablePromo: [{ code: 'REFERRAL', enabled: false }] })));
    await openLobby();
    const side = screen.getByRole('complementary', { name: 'Side menu' });
    await within(side).findByRole('link', { name: 'Live chat' });
    expect(within(side).queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
  });

  it('collapses the side menu to icons and expands it again', async () => {
    const { user } = await openLobby();
    const toggle = screen.getByRole('button', { name: 'Side menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('complementary', { name: 'Side menu' })).toHaveAttribute('data-compact', 'true');
    // Still reachable by name while collapsed.
    expect(screen.getByRole('link', { name: 'Bonus' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the service widget with its shortcuts', async () => {
    const { user } = await openLobby();
    const toggle = screen.getByRole('button', { name: 'Customer service shortcuts' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const widget = screen.getByRole('complementary', { name: 'Quick service' });
    expect(await within(widget).findByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/member?page=referral');
    expect(within(widget).getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', 'https://livechat.example.com/chat');
    expect(within(widget).getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', 'https://download.example.com/royallobby.apk');
    expect(within(widget).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/royallobby');
    expect(within(widget).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/60123456789');
    const scroll = vi.spyOn(window, 'scrollTo');
    await user.click(within(widget).getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('has a footer with the vendor marquee, links, feedback and the copyright line', async () => {
    const { user } = await openLobby();
    const footer = screen.getByRole('contentinfo');
    const marquee = within(footer).getByRole('region', { name: 'Game provider logos' });
    await waitFor(() => expect(within(marquee).getAllByRole('figure').length).toBeGreaterThanOrEqual(20));
    expect(
      within(marquee)
        .getAllByRole('figure')
        .slice(0, 8)
        .map((figure) => figure.textContent),
    ).toEqual(['PG Soft', 'Evo Gaming', 'Playtech', 'JDB Gaming', 'CQ9 Gaming', 'Fa Chai', 'JILI', 'BG Board Games']);
    expect(within(footer).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help-centre');
    expect(within(footer).getByRole('link', { name: 'Affiliate programme' })).toHaveAttribute('href', '/agent');
    expect(within(footer).getByRole('img', { name: 'DuitNow' })).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: 'PAGCOR' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('© 2025 Royal Lobby');
    await user.click(within(footer).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Feedback' })).toBeInTheDocument();
  });
});
