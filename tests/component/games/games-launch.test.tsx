import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@mocks/db/catalogue';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { callsTo, recordCalls, stubBrowserApis } from '../../support/accounts';
import { cardNames, playedRecently, signInAs, signInAsTrial } from '../../support/games';
import { renderApp } from '../../support/render';

stubBrowserApis();

const play = (name: string) => screen.findByRole('button', { name: `Play ${name}` });
const recentOf = (username: string) => (db.state.recent[username] ?? []).map((entry) => entry.nodeId);

describe('launching a game', () => {
  it('sends a guest to the login popup', async () => {
    const calls = recordCalls();
    const { user, router } = await renderApp('/rng?filter=HOT');
    await user.click(await play('Fortune Tiger'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toMatchObject({ redirect: '/rng?filter=HOT' });
    expect(callsTo(calls, '/wps/game/launchGame')).toHaveLength(0);
  });

  it("blocks a trial user's real-money Play with the real-account message, and Play for real leads to register", async () => {
    signInAsTrial();
    const calls = recordCalls();
    const { user, router } = await renderApp('/rng');
    await user.click(await play('Fortune Tiger'));
    const dialog = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(dialog).toHaveTextContent('A real account must be registered first.');
    expect(callsTo(calls, '/wps/game/launchGame')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Play for real' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('opens the game in the sandboxed popup and puts it first in /recent', async () => {
    signInAs('demo');
    const { user, router } = await renderApp('/rng');
    await user.click(await play('Fortune Tiger'));
    const dialog = await screen.findByRole('dialog', { name: 'Fortune Tiger' });
    const frame = await within(dialog).findByTitle('Game: Fortune Tiger');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.pathname).toBe('/mock-game.html');
    expect(src.searchParams.get('game')).toBe('Fortune Tiger');
    expect(src.searchParams.get('kind')).toBe('slot');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual(['allow-forms', 'allow-pointer-lock', 'allow-scripts']);
    expect(within(dialog).getByRole('link', { name: 'Open in a new window' })).toHaveAttribute('target', '_blank');
    expect(recentOf('demo')).toEqual(['1010003']);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await router.navigate({ to: '/recent' });
    expect(cardNames(await screen.findByRole('list', { name: 'Recently played games' }))).toEqual(['Fortune Tiger']);
  });

  it('shows other popular games for a game under maintenance', async () => {
    signInAs('demo');
    const calls = recordCalls();
    const { user } = await renderApp('/rng?q=dragon');
    await user.click(await play('Dragon Hatch'));
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(dialog).toHaveTextContent('Dragon Hatch is under maintenance. Try one of these popular games instead.');
    const popular = await within(dialog).findByRole('list', { name: 'Popular games' });
    const names = within(popular)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label'));
    expect(names.length).toBeGreaterThan(3);
    expect(names).not.toContain('Dragon Hatch');
    expect(callsTo(calls, '/wps/game/launchGame')).toHaveLength(0);

    // One of them plays right away.
    await user.click(within(popular).getByRole('button', { name: `Play ${names[0]}` }));
    expect(await screen.findByTitle(`Game: ${names[0]}`)).toBeInTheDocument();
  });

  it('falls back to popular games when the server says the game is under maintenance', async () => {
    signInAs('demo');
    server.use(
      http.get('*/wps/game/launchGame', () => HttpResponse.json({ success: false, message: 'Game under maintenance', value: { code: 'GAME_MAINTENANCE' } })),
    );
    const { user } = await renderApp('/rng');
    await user.click(await play('Fortune Tiger'));
    expect(await screen.findByRole('dialog', { name: 'Game under maintenance' })).toHaveTextContent('Fortune Tiger is under maintenance.');
  });

  it('shows a failed launch in the popup with a retry', async () => {
    signInAs('demo');
    let failures = 1;
    server.use(
      http.get('*/wps/game/launchGame', () => {
        if (failures-- > 0) return HttpResponse.json({ success: false, message: 'Internal error', value: null }, { status: 500 });
        return undefined;
      }),
    );
    const { user } = await renderApp('/rng');
    await user.click(await play('Fortune Tiger'));
    const dialog = await screen.findByRole('dialog', { name: 'Fortune Tiger' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server had a problem. Please try again in a moment; if it goes on, contact customer service.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTitle('Game: Fortune Tiger')).toBeInTheDocument();
  });

  it('opens the sub-game list of a vendor group, whose games play from there', async () => {
    signInAs('demo');
    const { user } = await renderApp('/pvp');
    await user.click(await screen.findByRole('button', { name: 'View games Kingmaker Hall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kingmaker Hall' });
    // The vendor's name comes with the game menus, which may answer after the list (its route asks for the list first).
    await waitFor(() => expect(dialog).toHaveTextContent('Pick a game from Kingmaker.'));
    const list = await within(dialog).findByRole('list', { name: 'Games of Kingmaker Hall' });
    expect(cardNames(list)).toEqual(expect.arrayContaining(['Teen Patti', 'Rummy', 'Andar Bahar']));
    expect(cardNames(list)).not.toContain('Kingmaker Hall');
    await user.click(within(list).getByRole('button', { name: 'Play Rummy' }));
    expect(await screen.findByTitle('Game: Rummy')).toBeInTheDocument();
  });

  it('shows the default icon when a game image fails', async () => {
    await renderApp('/rng?vassalage=PP&q=madame');
    const card = await screen.findByRole('article', { name: 'Madame Destiny' });
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', expect.stringContaining('/mock-assets/missing/'));
    fireEvent.error(image as HTMLImageElement);
    expect(image).toHaveAttribute('src', '/default-game.svg');
  });

  it('gives each card one of six themes, cycling', async () => {
    await renderApp('/rng');
    const cards = within(await screen.findByRole('list', { name: 'Games' })).getAllByRole('article');
    const themes = cards.slice(0, 8).map((card) => /game-card--theme-(\d)/.exec(card.className)?.[1]);
    expect(themes).toEqual(['1', '2', '3', '4', '5', '6', '1', '2']);
  });
});

/*
 * The contract's launchGame lists only member and agent (x-allowed-roles), so
 * the demo world answers a trial session 403 REAL_ACCOUNT_REQUIRED. These
 * tests answer the launch as the contract must once free trial plays (issue
 * 27; asked of the contract owner): what is tested is the site's part, that
 * the free-trial button signs in for free play and then launches THAT game.
 */
function answerTrialLaunches() {
  server.use(
    http.get('*/wps/game/launchGame', ({ request }) => {
      const nodeId = new URL(request.url).searchParams.get('nodeId');
      const game = CATALOGUE.find((entry) => entry.nodeId === nodeId);
      const url = `${window.location.origin}/mock-game.html?game=${encodeURIComponent(game?.gameName ?? '')}&kind=slot`;
      return HttpResponse.json({ success: true, message: 'OK', value: { url, mode: 'iframe' } });
    }),
  );
}

describe('free trial (issue 27)', () => {
  const freeTrial = (name: string) => screen.findByRole('button', { name: `Free trial ${name}` });

  it('signs a guest in for free play and opens that game', async () => {
    answerTrialLaunches();
    const calls = recordCalls();
    const { user } = await renderApp('/rng');
    await user.click(await freeTrial('Fortune Tiger'));
    const dialog = await screen.findByRole('dialog', { name: 'Fortune Tiger' });
    const frame = await within(dialog).findByTitle('Game: Fortune Tiger');
    expect(new URL(frame.getAttribute('src') ?? '').searchParams.get('game')).toBe('Fortune Tiger');
    expect(callsTo(calls, '/wps/session/login/freeplay')).toHaveLength(1);
    const launches = callsTo(calls, '/wps/game/launchGame');
    expect(launches).toHaveLength(1);
    // Signed in first: the launch went out after the free-play login.
    expect(calls.findIndex((call) => call.path === '/wps/game/launchGame')).toBeGreaterThan(
      calls.findIndex((call) => call.path === '/wps/session/login/freeplay'),
    );
  });

  it('stays on the cards of a trial user and plays the game without a second sign-in', async () => {
    answerTrialLaunches();
    signInAsTrial();
    const calls = recordCalls();
    const { user } = await renderApp('/rng');
    await user.click(await freeTrial('Fortune Tiger'));
    expect(await screen.findByTitle('Game: Fortune Tiger')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/session/login/freeplay')).toHaveLength(0);
  });

  it('is not offered to a member with a real account', async () => {
    signInAs('demo');
    await renderApp('/rng');
    expect(await play('Fortune Tiger')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Free trial Fortune Tiger' })).not.toBeInTheDocument();
  });
});

describe('game centres and vendor cards', () => {
  it('lists the vendors of a centre and launches one with start now', async () => {
    signInAs('demo');
    const { user } = await renderApp('/sports');
    expect(await screen.findByRole('heading', { name: 'Sports', level: 1 })).toBeInTheDocument();
    const vendors = await screen.findByRole('list', { name: 'Game providers' });
    expect(
      within(vendors)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['SABA Sports', 'CMD368', 'United Gaming']);
    await user.click(within(vendors).getByRole('button', { name: 'Start now SABA Sports' }));
    const frame = await screen.findByTitle('Game: SABA Sports');
    expect(new URL(frame.getAttribute('src') ?? '').searchParams.get('kind')).toBe('sports');
  });

  it.each([
    { page: '/esports', vendors: ['AV eSports', 'IM eSports', 'IA eSports', 'AI eSports', 'TF Gaming'] },
    { page: '/cockfight', vendors: ['SV388', 'WS168 Sabong'] },
    { page: '/lott', vendors: ['TCG Lotto VN', 'TCG Sea Lottery', 'Lucky Lotto'] },
  ])('$page lists $vendors', async ({ page, vendors }) => {
    await renderApp(page);
    const list = await screen.findByRole('list', { name: 'Game providers' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(vendors);
    expect(within(list).getAllByRole('button', { name: /^Start now / })).toHaveLength(vendors.length);
  });

  it.each([
    { page: '/lott', vendor: 'TCG Lotto VN', path: '/vnLottery', prizeMode: 'LOTT' },
    { page: '/lott', vendor: 'TCG Sea Lottery', path: '/seaLottery', prizeMode: 'SEA' },
    { page: '/lott', vendor: 'Lucky Lotto', path: '/lottery', prizeMode: 'LOTT' },
    { page: '/elott', vendor: 'E-Lotto', path: '/lottery', prizeMode: 'ELOTT' },
    { page: '/elott', vendor: 'TCG Lotto VN', path: '/vnLottery', prizeMode: 'ELOTT' },
  ])('$page: start now on $vendor opens $path in prize mode $prizeMode', async ({ page, vendor, path, prizeMode }) => {
    signInAs('demo');
    const { user, router } = await renderApp(page);
    await user.click(await screen.findByRole('button', { name: `Start now ${vendor}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    const frame = await screen.findByTitle(/^Game: /);
    expect(new URL(frame.getAttribute('src') ?? '').searchParams.get('prizeMode')).toBe(prizeMode);
    expect(screen.getByText(`Prize mode ${prizeMode}`)).toBeInTheDocument();
  });
});

describe('lottery and seamless pages', () => {
  it('opens the betting view of the game code from the query', async () => {
    signInAs('demo');
    const requests: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/wps/lottery/launch') requests.push(url);
    });
    await renderApp('/vnLottery?gameCode=VN_MIENBAC');
    expect(await screen.findByRole('heading', { name: 'Vietnam lottery', level: 1 })).toBeInTheDocument();
    const frame = await screen.findByTitle('Game: Vietnam lottery');
    expect(new URL(frame.getAttribute('src') ?? '').searchParams.get('game')).toBe('Miền Bắc');
    expect(requests.at(-1)?.searchParams.get('gameCode')).toBe('VN_MIENBAC');
    expect(requests.at(-1)?.searchParams.get('view')).toBe('betting');
    expect(requests.at(-1)?.searchParams.get('lottoArea')).toBe('VN');
  });

  it('a lottery game card (here in /recent) goes to its lottery page with its game code', async () => {
    signInAs('demo');
    const mienBac = CATALOGUE.find((game) => game.gameCode === 'VN_MIENBAC');
    playedRecently('demo', [mienBac?.nodeId ?? '']);
    const { user, router } = await renderApp('/recent');
    await user.click(await play('Miền Bắc'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vnLottery'));
    expect(router.state.location.search).toEqual({ gameCode: 'VN_MIENBAC' });
    expect(await screen.findByTitle('Game: Vietnam lottery')).toBeInTheDocument();
  });

  it('never opens the lottery lobby for a trial user', async () => {
    signInAsTrial();
    const calls = recordCalls();
    const { router } = await renderApp('/lottery');
    // Sent on to register (the auth guard) or told here: either way no lobby.
    await waitFor(() => expect(router.state.location.pathname !== '/lottery' || !!screen.queryByRole('dialog', { name: 'Real account needed' })).toBe(true));
    expect(screen.queryByTitle(/^Game: /)).not.toBeInTheDocument();
    expect(callsTo(calls, '/wps/lottery/launch')).toHaveLength(0);
  });

  it('plays one game on the whole page at /seamless', async () => {
    signInAs('demo');
    await renderApp('/seamless?vassalage=PG&nodeId=1010005&gameCode=fortune-rabbit&name=Fortune%20Rabbit');
    expect(await screen.findByRole('heading', { name: 'Fortune Rabbit', level: 1 })).toBeInTheDocument();
    const frame = await screen.findByTitle('Game: Fortune Rabbit');
    expect(new URL(frame.getAttribute('src') ?? '').searchParams.get('game')).toBe('Fortune Rabbit');
  });
});
