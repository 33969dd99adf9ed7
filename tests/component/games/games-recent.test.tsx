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
    // The first pages fill the viewport; the rest comes on request, and a short page (10 games) is the last.
    const more = await screen.findByRole('button', { name: 'Load more games' });
    expect(screen.getByText(/^(20|40) games$/)).toBeInTheDocument();
    await user.click(more);
    if (!screen.queryByText('50 games')) await user.click(await screen.findByRole('button', { name: 'Load more games' }));
    expect(await screen.findByText('50 games')).toBeInTheDocument();
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
