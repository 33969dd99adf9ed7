import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fillFavourites } from '@mocks/handlers/games';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { callsTo, recordCalls, stubBrowserApis } from '../../support/accounts';
import { cardNames, signInAs, signInAsTrial } from '../../support/games';
import { renderApp } from '../../support/render';

stubBrowserApis();

const favouritesOf = (username: string) => (db.state.favourites[username] ?? []).map((entry) => entry.nodeId);
const heart = (name: string) => screen.findByRole('button', { name: `Favourite ${name}` });

describe('the favourite toggle', () => {
  it('sends a guest to the login popup, coming back afterwards', async () => {
    const { user, router } = await renderApp('/rng');
    await user.click(await heart('Fortune Tiger'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toMatchObject({ redirect: '/rng' });
  });

  it('tells a trial user a real account is needed, and saves nothing', async () => {
    signInAsTrial();
    const calls = recordCalls();
    const { user } = await renderApp('/rng');
    await user.click(await heart('Fortune Tiger'));
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
    expect(callsTo(calls, '/wps/game/favourite/1010003', 'POST')).toHaveLength(0);
  });

  it('flips at once, then saves; the game is then in /favorite', async () => {
    signInAs('demo');
    // The server is slow: the heart must not wait for it.
    server.use(
      http.post('*/wps/game/favourite/:nodeId', async () => {
        await delay(300);
        return undefined;
      }),
    );
    const { user, router } = await renderApp('/rng');
    const button = await heart('Fortune Tiger');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(favouritesOf('demo')).toEqual([]);
    await waitFor(() => expect(favouritesOf('demo')).toEqual(['1010003']));

    await router.navigate({ to: '/favorite' });
    const list = await screen.findByRole('list', { name: 'My favourites' });
    expect(cardNames(list)).toEqual(['Fortune Tiger']);
    expect(within(list).getByRole('button', { name: 'Favourite Fortune Tiger' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls the change back with a message when the server refuses', async () => {
    signInAs('demo');
    server.use(
      http.post('*/wps/game/favourite/:nodeId', async () => {
        await delay(150);
        return HttpResponse.json({ success: false, message: 'Service busy', value: null });
      }),
    );
    const { user } = await renderApp('/rng');
    const button = await heart('Fortune Tiger');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await user.click(button);
    // At once, or a moment later when the tap came before the favourites' answer (the change then cancels that call).
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not add Fortune Tiger to your favourites. Please try again.');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(favouritesOf('demo')).toEqual([]);
  });

  it('takes one toggle a second per game: a quick second click is dropped', async () => {
    signInAs('demo');
    const calls = recordCalls();
    const { user } = await renderApp('/rng');
    const tiger = await heart('Fortune Tiger');
    await waitFor(() => expect(tiger).toHaveAttribute('aria-pressed', 'false'));
    await user.click(tiger);
    await user.click(tiger);
    await user.click(await heart('Fortune Ox'));
    await waitFor(() => expect(favouritesOf('demo')).toEqual(['1010004', '1010003']));
    expect(tiger).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(calls, '/wps/game/favourite/1010003', 'POST')).toHaveLength(1);
    expect(callsTo(calls, '/wps/game/favourite/1010003', 'DELETE')).toHaveLength(0);
  });

  it('removes a game from /favorite straight away', async () => {
    signInAs('demo');
    fillFavourites('demo', 3);
    const { user } = await renderApp('/favorite');
    const list = await screen.findByRole('list', { name: 'My favourites' });
    expect(cardNames(list)).toEqual(['Mahjong Ways', 'Mahjong Ways 2', 'Fortune Tiger']);
    await user.click(within(list).getByRole('button', { name: 'Favourite Mahjong Ways 2' }));
    await waitFor(() => expect(cardNames(list)).toEqual(['Mahjong Ways', 'Fortune Tiger']));
    await waitFor(() => expect(favouritesOf('demo')).toEqual(['1010001', '1010003']));
  });
});

describe('/favorite', () => {
  it('keeps 999 favourites smooth: only the rows near the viewport are in the page', async () => {
    signInAs('demo');
    expect(fillFavourites('demo', 999)).toBe(999);
    const { user } = await renderApp('/favorite');
    expect(await screen.findByText('999 of 999 saved. Tap the heart on any game to keep it here.')).toBeInTheDocument();
    expect(await screen.findByText('999 games')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'My favourites' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(6);
    expect(items.length).toBeLessThan(80);
    expect(items[0]).toHaveAttribute('aria-setsize', '999');
    await user.click(within(list).getByRole('button', { name: 'Favourite Mahjong Ways' }));
    await waitFor(() => expect(favouritesOf('demo')).toHaveLength(998));
  });

  it('refuses a 1000th favourite with a message, without a call', async () => {
    signInAs('demo');
    fillFavourites('demo', 999);
    const calls = recordCalls();
    const { user } = await renderApp('/bgs');
    const button = await heart('Chinese Chess');
    await waitFor(() => expect(callsTo(calls, '/wps/game/favourite/ids')).toHaveLength(1));
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your favourites list is full. Remove a game to add another.');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([]);
  });

  it('narrows by category and name', async () => {
    signInAs('demo');
    fillFavourites('demo', 999);
    const { user } = await renderApp('/favorite');
    await user.click(await screen.findByRole('button', { name: 'Fishing', pressed: false }));
    const list = screen.getByRole('list', { name: 'My favourites' });
    await waitFor(() => expect(cardNames(list)).toContain('Ocean King'));
    await user.type(screen.getByRole('searchbox', { name: 'Search favourites' }), 'ocean');
    await waitFor(() => expect(new Set(cardNames(list))).toEqual(new Set(['Ocean King'])));
  });

  it('says so when there are none yet', async () => {
    signInAs('demo');
    await renderApp('/favorite');
    expect(await screen.findByText('No favourites yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse slots' })).toHaveAttribute('href', '/rng');
  });
});
