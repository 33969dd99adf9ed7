import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportServerAnswer } from '@/api/connection';
import { CARD_COUNTER_TICK_MS } from '@/features/games/hooks/use-jackpot';
import { config } from '@/config/env';
import { serverError } from '@mocks/handlers/respond';
import { server, setScenario } from '@mocks/node';
import { renderApp } from '../../support/render';
import { signInAs } from '../../support/games';
import { callsTo, recordCalls } from '../../support/accounts';

/** ADR 0026: a failure says what failed, why and what to do, once, where the thing that failed would be. */

afterEach(() => server.events.removeAllListeners());

/** The balance call fails until `back()` is called, then it answers as the demo world does. */
function failBalance() {
  const state = { failing: true };
  server.use(http.get('*/wps/v2/wallets/balance', () => (state.failing ? serverError() : undefined)));
  return { back: () => (state.failing = false) };
}

describe('a balance that could not be loaded', () => {
  it('says so in the header with a retry (not a dash), and the retry brings the balance', async () => {
    signInAs('demo');
    const balance = failBalance();
    const { user } = await renderApp('/promotions');
    const banner = await screen.findByRole('banner');
    const failed = await within(banner).findByRole('alert');
    expect(failed).toHaveTextContent('Could not load your balance. Your money is safe.');
    expect(within(banner).queryByText('—')).not.toBeInTheDocument();
    expect(within(banner).queryByLabelText('Balance')).not.toBeInTheDocument();

    balance.back();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(banner).getByLabelText('Balance')).toHaveTextContent('RM 12,345.67'));
    expect(within(banner).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on the wallet page says the money is safe and disables "All back to main" until the balance is back', async () => {
    signInAs('demo');
    const balance = failBalance();
    const { user } = await renderApp('/member/wallet');
    const failed = (await screen.findByText('Wallet: could not load.')).closest('[role="alert"]') as HTMLElement;
    expect(failed).toHaveTextContent('The server had a problem. Please try again in a moment; if it goes on, contact customer service. Your money is safe.');
    const recall = screen.getByRole('button', { name: 'All back to main' });
    expect(recall).toBeDisabled();

    balance.back();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-MAIN')).toBeInTheDocument();
    expect(recall).toBeEnabled();
  });
});

describe('the agent centre’s balance that could not be loaded', () => {
  it('says so in its header with a retry, as the player’s header does, and the retry brings the balance', async () => {
    signInAs('agent1');
    const balance = failBalance();
    const { user } = await renderApp('/agentHome/team-overview');
    const banner = (await screen.findByRole('heading', { name: 'Agent centre', level: 1 })).closest('header') as HTMLElement;
    const failed = await within(banner).findByRole('alert');
    expect(failed).toHaveTextContent('Could not load your balance. Your money is safe.');
    expect(within(banner).queryByLabelText('Balance')).not.toBeInTheDocument();

    balance.back();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(banner).getByLabelText('Balance')).toHaveTextContent(/\d/));
    expect(within(banner).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a page whose call times out', () => {
  const configured = config.apiTimeoutMs;
  // The time-out the test controls: the scenario never answers, and the fetcher gives up after 300 ms, not 15 s.
  beforeEach(() => {
    config.apiTimeoutMs = 300;
  });
  afterEach(() => {
    config.apiTimeoutMs = configured;
  });

  it('says the page timed out, once, with Try again, and Try again works once the server answers', async () => {
    setScenario('timeout');
    const calls = recordCalls();
    const { user } = await renderApp('/promotions');
    const failed = await screen.findByText('Promotions: could not load.');
    // One wait: the loader's call, neither retried nor asked again when the page mounts on its failure.
    expect(callsTo(calls, '/wps/promotion/list')).toHaveLength(1);
    const notice = failed.closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('Page load timeout. Please check your network.');
    // Once: one notice for the promotions, not one per retry or per layer.
    expect(screen.getAllByText('Promotions: could not load.')).toHaveLength(1);

    setScenario('normal');
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('link', { name: /^Details of / })).length).toBeGreaterThan(0);
    expect(screen.queryByText('Promotions: could not load.')).not.toBeInTheDocument();
  });
});

describe('the lobby jackpot without live data', () => {
  it('stands still and says so quietly while the server does not answer', async () => {
    setScenario('offline');
    await renderApp('/');
    const jackpot = await screen.findByRole('region', { name: 'Progressive jackpot' });
    await waitFor(() => expect(within(jackpot).getByRole('status')).toHaveTextContent('Paused until the connection is back.'));
  });
});

describe('the game cards’ jackpots without live data', () => {
  afterEach(() => {
    reportServerAnswer(true);
    vi.useRealTimers();
  });

  it('stand still while the server does not answer, as the lobby’s jackpot does, and run again when it answers', async () => {
    // Only the cards' shared 3 s timer is faked: the app's other timers (queries, router) run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { user } = await renderApp('/rng');
    await user.click(await screen.findByRole('button', { name: 'Jackpot', pressed: false }));
    const games = await screen.findByRole('list', { name: 'Games' });
    const first = () => within(games).getAllByText(/^Jackpot [\d,]+\.\d{2}$/)[0]?.textContent;
    await waitFor(() => expect(first()).toBeDefined());
    const ticks = (count: number) => act(() => vi.advanceTimersByTime(CARD_COUNTER_TICK_MS * count));

    const start = first();
    ticks(1);
    expect(first()).not.toBe(start);

    reportServerAnswer(false);
    const still = first();
    ticks(3);
    expect(first()).toBe(still);

    reportServerAnswer(true);
    ticks(1);
    expect(first()).not.toBe(still);
  });
});
