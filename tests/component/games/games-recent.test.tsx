import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@mocks/db/catalogue';
import { callsTo, recordCalls, stubBrowserApis } from '../../support/accounts';
import { cardNames, playedRecently, signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

stubBrowserApis();

const fifty = CATALOGUE.filter((game) => game.gameType === 'RNG')
  .slice(100, 150)
  .map((game) => game.nodeId);

describe('/recent', () => {
  it('lists recent games newest first, 20 a page, until a short page', async () => {
    signInAs('demo');
    playedRecently('demo', fifty);
    const calls = recordCalls();
    const { user } = await renderApp('/recent');
    expect(await screen.findByRole('heading', { name: 'Recently played', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Recently played games' });
    expect(cardNames(list)[0]).toBe(CATALOGUE.find((game) => game.nodeId === fifty[0])?.gameName);
    // The pages that fill the screen come by themselves (the list's end on screen asks), the rest on request; a short
    // page (10 games) is the last. The button is pressed only when it is idle again: "Loading more games…" until a
    // page's cards are drawn. On a busy machine the page a press asked for and one the list asked for by itself
    // arrive in either order, so the test waits for a state, never for one order.
    expect(await screen.findByRole('button', { name: 'Load more games' })).toBeInTheDocument();
    expect(screen.getByText(/^(20|40) games$/)).toBeInTheDocument();
    const count = () => screen.getByText(/^\d+ games$/).textContent;
    for (let presses = 0; presses < 2 && count() !== '50 games'; presses += 1) {
      const before = count();
      await user.click(screen.getByRole('button', { name: 'Load more games' }));
      // The page it asked for has arrived (the count moved), then the list is complete or its button idle again.
      await waitFor(() => expect(count()).not.toBe(before));
      await waitFor(() => expect(screen.queryByText('50 games') ?? screen.queryByRole('button', { name: 'Load more games' })).toBeInTheDocument());
    }
    expect(screen.getByText('50 games')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, '/wps/game/recent')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more games' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '50');
  });

  it('says so when nothing was played yet', async () => {
    signInAs('demo');
    await renderApp('/recent');
    expect(await screen.findByText('You have not played any games yet.')).toBeInTheDocument();
  });

  it('is the RECENT filter of a list centre, for that category only', async () => {
    signInAs('demo');
    const fish = CATALOGUE.find((game) => game.gameType === 'FISH');
    playedRecently('demo', [fifty[0] ?? '', fish?.nodeId ?? '']);
    const { user } = await renderApp('/fish');
    await user.click(await screen.findByRole('button', { name: 'Recent' }));
    const list = await screen.findByRole('list', { name: 'Recently played games' });
    expect(cardNames(list)).toEqual([fish?.gameName]);
  });
});
