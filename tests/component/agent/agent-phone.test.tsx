import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { PHONE_QUERY } from '@/ui/breakpoints';
import { fakeMatchMedia } from '../../support/accounts';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

/**
 * The agent on a phone (issue 27): worded row actions, deposit and withdraw
 * inside the agent centre, a language switch on the login and in the header,
 * and a search box that follows the URL (issue 31).
 */

/** jsdom has no layout: a phone is a matchMedia that answers the phone query (the data table draws cards). */
function asPhone() {
  const queries: string[] = [];
  window.matchMedia = fakeMatchMedia((query) => {
    queries.push(query);
    return query === PHONE_QUERY;
  });
  return queries;
}

/** The rows of the team table with their cells (DOM reads: role queries over a whole table are slow in jsdom). */
const rowsOf = (table: HTMLElement) => [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')];
const frozenRows = (table: HTMLElement) => rowsOf(table).filter((row) => within(row).queryByText('Frozen'));

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('downline row actions', { timeout: 20_000 }, () => {
  it('are worded buttons whose names add the account: Transfer, and Contract for a direct downline', async () => {
    signInAs('agent1');
    await renderApp('/agentHome/downlines?pageSize=50');
    const table = await screen.findByRole('table', { name: 'Team accounts' });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(10));
    const transfer = within(table).getByRole('button', { name: 'Transfer to agent41' });
    expect(transfer).toHaveTextContent('Transfer');
    expect(within(table).getByRole('button', { name: 'Offer a contract to agent41' })).toHaveTextContent('Contract');
    // Every row carries its own worded transfer; a frozen account cannot receive one.
    expect(within(table).getAllByRole('button', { name: /^Transfer to / })).toHaveLength(rowsOf(table).length);
    const frozen = frozenRows(table);
    expect(frozen.length).toBeGreaterThan(0);
    for (const row of frozen) expect(within(row).getByRole('button', { name: /^Transfer to / })).toBeDisabled();
  });

  it('sit under the account on a phone, where each downline is a card with its balance and status', async () => {
    const queries = asPhone();
    signInAs('agent1');
    await renderApp('/agentHome/downlines?pageSize=50');
    const list = await screen.findByRole('list', { name: 'Team accounts' });
    const cardsOf = () => [...list.querySelectorAll<HTMLElement>('.data-card')];
    await waitFor(() => expect(cardsOf().length).toBeGreaterThan(10));
    expect(queries).toContain(PHONE_QUERY);
    expect(screen.queryByRole('table', { name: 'Team accounts' })).toBeNull();
    const card = cardsOf().find((item) => within(item).queryByRole('button', { name: 'Transfer to agent41' }))!;
    const title = card.querySelector<HTMLElement>('.data-card__title')!;
    expect(within(title).getByRole('button', { name: 'Transfer to agent41' })).toHaveTextContent('Transfer');
    expect(within(title).getByRole('button', { name: 'Offer a contract to agent41' })).toHaveTextContent('Contract');
    expect(card.querySelector('.data-card__amount')).toHaveTextContent(/^Balance[\d,]+\.\d\d$/);
    const frozen = cardsOf().filter((item) => item.querySelector('.data-card__status')?.textContent === 'Frozen');
    expect(frozen.length).toBeGreaterThan(0);
    for (const item of frozen) expect(within(item).getByRole('button', { name: /^Transfer to / })).toBeDisabled();
  });
});

describe('the downline search box', { timeout: 20_000 }, () => {
  it('follows the URL: the menu’s fresh list empties it', async () => {
    signInAs('agent1');
    const { user, router } = await renderApp('/agentHome/downlines?q=aung');
    const box = await screen.findByRole('searchbox', { name: 'Search accounts' });
    expect(box).toHaveValue('aung');
    const menu = await screen.findByRole('navigation', { name: 'Agent centre' });
    await user.click(within(menu).getByRole('link', { name: 'Downline management' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('q'));
    // The page shows the new address once its route has loaded, which may be a task after the URL changed.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search accounts' })).toHaveValue(''));
  });
});

describe('deposit and withdraw in the agent centre', { timeout: 20_000 }, () => {
  it.each([
    { slug: 'deposit', heading: 'Deposit' },
    { slug: 'withdraw', heading: 'Withdraw' },
  ])('keeps the agent in /agentHome/$slug with the agent menu', async ({ slug, heading }) => {
    signInAs('agent1');
    const { router } = await renderApp(`/agentHome/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const menu = await screen.findByRole('navigation', { name: 'Agent centre' });
    expect(within(menu).getByRole('link', { name: heading })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.pathname).toBe(`/agentHome/${slug}`);
  });
});

describe('the agent’s language switch', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await act(() => activateLanguage('EN'));
  });

  it('is on the agent login page and translates it', async () => {
    const { user } = await renderApp('/agent');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'MY');
    expect(await screen.findByRole('heading', { level: 2, name: 'ကိုယ်စားလှယ် အကောင့်ဝင်ရန်' })).toBeInTheDocument();
  });

  it('is in the agent centre header', async () => {
    signInAs('agent1');
    await renderApp('/agentHome/team-overview');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveDisplayValue('English');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
