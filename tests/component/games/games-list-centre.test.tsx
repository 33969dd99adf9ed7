import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@mocks/db/catalogue';
import { server } from '@mocks/node';
import { callsTo, recordCalls, stubBrowserApis } from '../../support/accounts';
import { cardNames, gameList } from '../../support/games';
import { renderApp } from '../../support/render';

stubBrowserApis();

const slots = CATALOGUE.filter((game) => game.gameType === 'RNG');

describe('the game list centre', () => {
  it('lists a category with its vendor tabs, 20 games a page, loading more as the user scrolls', async () => {
    const calls = recordCalls();
    const pageSizes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/lgw/games') pageSizes.push(url.searchParams.get('pageSize') ?? '');
    });
    await renderApp('/rng');
    expect(await screen.findByRole('heading', { name: 'Slots', level: 1 })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Game providers' });
    expect(within(tabs).getByRole('tab', { name: /All providers/ })).toHaveAttribute('aria-selected', 'true');
    // The vendors' tabs come with the vendor list, which may answer after the tab list shows.
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(expect.arrayContaining([expect.stringContaining('PG Soft'), expect.stringContaining('JILI'), expect.stringContaining('Pragmatic Play')])),
    );
    const list = await gameList();
    expect(cardNames(list).slice(0, 3)).toEqual(['Mahjong Ways', 'Mahjong Ways 2', 'Fortune Tiger']);
    // Every list call asks for a page of 20.
    await waitFor(() => expect(callsTo(calls, '/lgw/games').length).toBeGreaterThan(0));
    const settled = await screen.findByText(/^Showing \d+ of 900 games$/);
    const before = callsTo(calls, '/lgw/games').length;
    const shownBefore = Number(/Showing (\d+)/.exec(settled.textContent ?? '')?.[1]);
    expect(shownBefore % 20).toBe(0);

    // Scrolling to the end of the list fetches the next pages, 20 games each.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 20_000 });
    fireEvent.scroll(window);
    await waitFor(() => expect(callsTo(calls, '/lgw/games').length).toBeGreaterThan(before));
    const grown = await screen.findByText((text) => {
      const shown = Number(/^Showing (\d+) of 900 games$/.exec(text)?.[1] ?? 0);
      return shown > shownBefore;
    });
    expect(Number(/Showing (\d+)/.exec(grown.textContent ?? '')?.[1]) % 20).toBe(0);
    expect(new Set(pageSizes)).toEqual(new Set(['20']));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('loads the next page from the button too', async () => {
    const { user } = await renderApp('/fish');
    const first = await screen.findByText(/^(Showing \d+ of 40 games|40 games)$/);
    if (first.textContent !== '40 games') {
      await user.click(screen.getByRole('button', { name: 'Load more games' }));
      expect(await screen.findByText('40 games')).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Load more games' })).not.toBeInTheDocument();
  });

  it('filters by vendor tab, and /rng?vassalage=INHOUSE opens the in-house vendor JL', async () => {
    const { user, router } = await renderApp('/rng');
    await user.click(await screen.findByRole('tab', { name: /PG Soft/ }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ vassalage: 'PG' }));
    await waitFor(() => expect(cardNames(screen.getByRole('list', { name: 'Games' }))[0]).toBe('Mahjong Ways'));
    expect(screen.getByText(/Showing 20 of 90 games|90 games/)).toBeInTheDocument();

    await router.navigate({ to: '/rng', search: { vassalage: 'INHOUSE' } });
    await waitFor(() => expect(screen.getByRole('tab', { name: /JILI/ })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(cardNames(screen.getByRole('list', { name: 'Games' }))[0]).toBe('Super Ace'));
  });

  it.each([
    { filter: 'Hot', mark: 'Hot', expected: slots.filter((game) => game.isHot === 1).length },
    { filter: 'New', mark: 'New', expected: slots.filter((game) => game.isNew === 1).length },
  ])('the $filter filter lists only $mark games', async ({ filter, mark, expected }) => {
    const { user, router } = await renderApp('/rng');
    const button = await screen.findByRole('button', { name: filter, pressed: false });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All', pressed: false })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ filter: filter.toUpperCase() });
    expect(await screen.findByText(new RegExp(`of ${expected} games$`))).toBeInTheDocument();
    for (const item of within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem')) {
      expect(within(item).getByText(mark, { selector: '.game-badge' })).toBeInTheDocument();
    }
  });

  it('narrows to a sub-type and back when pressed again', async () => {
    const { user } = await renderApp('/rng');
    const jackpot = await screen.findByRole('button', { name: 'Jackpot', pressed: false });
    await user.click(jackpot);
    expect(jackpot).toHaveAttribute('aria-pressed', 'true');
    const expected = slots.filter((game) => game.gameClassify === 'JP').length;
    expect(await screen.findByText(new RegExp(`of ${expected} games$`))).toBeInTheDocument();
    for (const item of within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem')) {
      expect(within(item).getByText(/^Jackpot [\d,]+\.\d{2}$/)).toBeInTheDocument();
    }
    await user.click(jackpot);
    expect(jackpot).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText(/of 900 games$/)).toBeInTheDocument();
  });

  it('searches by name, shows when nothing matches, and gets back to all games', async () => {
    const { user, router } = await renderApp('/rng');
    const search = await screen.findByRole('searchbox', { name: 'Search games' });
    await user.type(search, 'fortune');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'fortune' }));
    await waitFor(() => {
      const names = cardNames(screen.getByRole('list', { name: 'Games' }));
      expect(names.length).toBeGreaterThan(3);
      for (const name of names) expect(name.toLowerCase()).toContain('fortune');
    });

    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(await screen.findByText('No games match your choice.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all games' }));
    expect(await screen.findByText(/of 900 games$/)).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('asks a guest to log in for the favourites and recent filters', async () => {
    const { user, router } = await renderApp('/live');
    await user.click(await screen.findByRole('button', { name: 'Favourites' }));
    expect(await screen.findByText('Log in to see your favourite games.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toMatchObject({ redirect: '/live?filter=FAV' });
  });
});
