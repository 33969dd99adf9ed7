import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appendLedger } from '@mocks/db/ledger';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { formatDate } from '@/lib/format-date';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

/** "+1,234.50" / "−20.00" as shown by MoneyCell, back to a number. */
const amountOf = (text: string) => Number(text.replace('−', '-').replace(/[+,\s]|RM/g, ''));
const cents = (amount: number) => Math.round(amount * 100) / 100;
const summary = (label: string) => {
  const card = screen.getByText(label, { selector: 'dt' }).parentElement!;
  return amountOf(within(card).getByRole('definition').textContent ?? '');
};
// Role queries over a 50-row table are slow in jsdom; rows and cells are read by structure.
const bodyRows = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('tbody tr')];
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>('td')];
const footerOf = (table: HTMLElement) => table.querySelector<HTMLElement>('tfoot tr')!;
// Whole statements render here; on two busy cores a test may pass the 5 s default, so these allow more.
const SLOW = { timeout: 20_000 };
const last30 = () => `from=${dayjs().subtract(29, 'day').format('YYYY-MM-DD')}&to=${dayjs().format('YYYY-MM-DD')}`;

describe('the account record (transactionHistory)', SLOW, () => {
  it('lists the last 7 days with money in and out, and the totals agree with the rows', async () => {
    signInAs('demo');
    await renderApp('/member/account-record?pageSize=50');
    const table = await screen.findByRole('table', { name: 'Account record' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(5));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Page 1 of 1 · \d+ records/)).toBeInTheDocument();

    let moneyIn = 0;
    let moneyOut = 0;
    for (const row of bodyRows(table)) {
      const cells = cellsOf(row);
      const amount = amountOf(cells[3]!.querySelector('.data-table__money')!.textContent!);
      if (cells[5]!.textContent !== 'Successful') continue;
      if (amount > 0) moneyIn += amount;
      else moneyOut -= amount;
    }
    expect(summary('Money in')).toBe(cents(moneyIn));
    expect(summary('Money out')).toBe(cents(moneyOut));
    const footer = footerOf(table);
    expect(amountOf(cellsOf(footer)[3]!.textContent!)).toBe(cents(moneyIn - moneyOut));
    // Every status a statement has, in words.
    expect(within(table).getAllByText('Successful').length).toBeGreaterThan(3);
    expect(within(table).getAllByText('Pending').length).toBeGreaterThan(0);
  });

  it('filters by record type and date, pages and sorts through the URL', async () => {
    signInAs('demo');
    const { user, router } = await renderApp(`/member/account-record?pageSize=10&${last30()}`);
    const table = await screen.findByRole('table', { name: 'Account record' });
    expect(await screen.findByText(/Page 1 of \d+ · \d+ records/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByLabelText('Record type'), 'Deposit');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 'deposit', pageNo: 1 }));
    await waitFor(() => expect(bodyRows(table).every((row) => within(row).queryByText('Deposit') !== null)).toBe(true));

    await user.selectOptions(screen.getByLabelText('Record type'), 'All records');
    await waitFor(() => expect(router.state.location.search.type).toBeUndefined());
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ pageNo: 2 }));
    expect(await screen.findByText(/Page 2 of/)).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: /^Amount/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'amount.desc', pageNo: 1 }));
    await waitFor(() => {
      const amounts = bodyRows(table).map((row) => amountOf(cellsOf(row)[3]!.querySelector('.data-table__money')!.textContent!));
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    });

    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ from: yesterday, to: yesterday, pageNo: 1 }));
    await waitFor(() => expect(bodyRows(table).every((row) => cellsOf(row)[1]!.textContent!.startsWith(formatDate(yesterday)))).toBe(true));
  });

  it('says so when nothing matches', async () => {
    signInAs('demo');
    await renderApp('/member/account-record?from=2020-01-01&to=2020-01-07');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(summary('Money in')).toBe(0);
  });

  it('shows a failed call in the table with a retry, and keeps the filters', async () => {
    signInAs('demo');
    server.use(http.get('*/wps/member/records/transactions', () => HttpResponse.json({ success: false, message: 'boom', value: null }, { status: 500 })));
    const { user } = await renderApp('/member/account-record?type=withdrawal');
    const alert = await screen.findByRole('alert');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Page 1 of/)).toBeInTheDocument();
    expect(screen.getByLabelText('Record type')).toHaveValue('withdrawal');
  });

  it('opens one record in full', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/account-record?type=deposit');
    const table = await screen.findByRole('table', { name: 'Account record' });
    const [first] = await within(table).findAllByRole('button', { name: /DP-\d{8}-\d+/ });
    await user.click(first!);
    const dialog = await screen.findByRole('dialog', { name: /^Record DP-/ });
    expect(within(dialog).getByText('Balance after')).toBeInTheDocument();
    expect(within(dialog).getByText('Deposit')).toBeInTheDocument();
  });

  it('shows a movement the demo just recorded on top, on the next visit', async () => {
    signInAs('demo');
    const { user, router } = await renderApp('/member/account-record');
    await screen.findByRole('table', { name: 'Account record' });
    await router.navigate({ to: '/member/security-center' });
    // What the wallet transfer handler records (mocks/handlers/wallet.ts).
    db.update((state) => {
      appendLedger(state, 'demo', {
        time: dayjs().format('YYYY-MM-DD HH:mm:ss'),
        type: 'transfer',
        amount: -12.34,
        status: 'success',
        balanceAfter: 12333.33,
        remark: 'MAIN → JDB',
      });
    });
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    await user.click(within(menu).getByRole('link', { name: 'Account record' }));
    const table = await screen.findByRole('table', { name: 'Account record' });
    await waitFor(() => expect(within(bodyRows(table)[0]!).getByText('MAIN → JDB')).toBeInTheDocument());
    expect(within(bodyRows(table)[0]!).getByText('−12.34')).toBeInTheDocument();
  });
});

describe('profit and loss (personalProfit)', SLOW, () => {
  it('sums by game type with a totals row and a daily chart, and agrees with the betting record', async () => {
    signInAs('demo');
    const { user, router } = await renderApp(`/member/profit-loss?${last30()}`);
    const table = await screen.findByRole('table', { name: 'Profit and loss' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(1));
    expect(screen.getByRole('figure', { name: 'Daily win/loss' })).toBeInTheDocument();

    const rows = bodyRows(table).map((row) => cellsOf(row));
    const footer = cellsOf(footerOf(table));
    expect(cents(rows.reduce((sum, cells) => sum + amountOf(cells[4]!.textContent!), 0))).toBe(amountOf(footer[4]!.textContent!));
    expect(rows.reduce((sum, cells) => sum + amountOf(cells[1]!.textContent!), 0)).toBe(amountOf(footer[1]!.textContent!));
    expect(summary('Win/loss')).toBe(amountOf(footer[4]!.textContent!));

    // A game type opens its bets: the betting record over the same days shows the same result.
    const slots = rows.find((cells) => cells[0]!.textContent === 'Slots')!;
    const slotsWinLoss = amountOf(slots[4]!.textContent!);
    await user.click(within(slots[0]!).getByRole('button', { name: 'Slots' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/betting-record'));
    expect(router.state.location.search).toMatchObject({ gameType: 'RNG', from: dayjs().subtract(29, 'day').format('YYYY-MM-DD') });
    await screen.findByRole('table', { name: 'Betting record' });
    await waitFor(() => expect(summary('Win/loss')).toBe(slotsWinLoss));
  });

  it('filters by game type and sorts through the URL', async () => {
    signInAs('demo');
    const { user, router } = await renderApp(`/member/profit-loss?${last30()}`);
    const table = await screen.findByRole('table', { name: 'Profit and loss' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(1));
    await user.click(within(table).getByRole('button', { name: /^Win\/loss/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'winLoss.desc' }));
    await waitFor(() => {
      const values = bodyRows(table).map((row) => amountOf(cellsOf(row)[4]!.textContent!));
      expect(values).toEqual([...values].sort((a, b) => b - a));
    });
    await user.selectOptions(screen.getByLabelText('Game type'), 'Live casino');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ gameType: 'LIVE', pageNo: 1 }));
    await waitFor(() => expect(bodyRows(table).map((row) => cellsOf(row)[0]!.textContent)).toEqual(['Live casino']));
  });

  it('has no data and no chart for a range without bets, and shows a failure in the table', async () => {
    signInAs('demo');
    const { unmount } = await renderApp('/member/profit-loss?from=2020-01-01&to=2020-01-02');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Daily win/loss' })).toBeNull();
    unmount();

    server.use(http.get('*/wps/member/records/profit-loss', () => HttpResponse.json({ success: false, message: 'boom', value: null }, { status: 500 })));
    await renderApp('/member/profit-loss');
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('bonus details (bonusDetails)', SLOW, () => {
  it('lists bonuses and rebates with turnover, and the totals agree with the rows and the account record', async () => {
    signInAs('demo');
    const { router } = await renderApp(`/member/bonus-details?pageSize=50&${last30()}`);
    const table = await screen.findByRole('table', { name: 'Bonus details' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(5));
    expect(within(table).getAllByRole('meter').length).toBe(bodyRows(table).length);

    let credited = 0;
    for (const row of bodyRows(table)) {
      const cells = cellsOf(row);
      const status = cells.at(-1)!.textContent;
      if (status === 'Completed' || status === 'Turnover in progress') credited += amountOf(cells[2]!.querySelector('.data-table__money')!.textContent!);
    }
    expect(summary('Total received')).toBe(cents(credited));
    const bonuses = summary('Bonuses');
    const rebates = summary('Rebates');
    expect(cents(bonuses + rebates)).toBe(cents(credited));

    await router.navigate({ to: '/member/account-record', search: (previous) => ({ ...previous, type: 'rebate' }) });
    await screen.findByRole('table', { name: 'Account record' });
    await waitFor(() => expect(summary('Money in')).toBe(rebates));
    await router.navigate({ to: '/member/account-record', search: (previous) => ({ ...previous, type: 'bonus' }) });
    await waitFor(() => expect(summary('Money in')).toBe(bonuses));
  });

  it('filters by kind, and opens one bonus with its turnover', async () => {
    signInAs('demo');
    const { user, router } = await renderApp(`/member/bonus-details?${last30()}`);
    const table = await screen.findByRole('table', { name: 'Bonus details' });
    await user.selectOptions(await screen.findByLabelText('Kind'), 'Bonus');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 'bonus', pageNo: 1 }));
    await waitFor(() => expect(within(table).queryByText('Daily rebate 0.8%')).toBeNull());
    const [first] = await within(table).findAllByRole('button', { name: /bonus/i });
    await user.click(first!);
    const dialog = await screen.findByRole('dialog', { name: /bonus/i });
    expect(within(dialog).getByText('Turnover required')).toBeInTheDocument();
    expect(within(dialog).getByRole('meter')).toBeInTheDocument();
  });

  it('says so when nothing matches, and shows a failure with a retry', async () => {
    signInAs('demo');
    const { unmount } = await renderApp('/member/bonus-details?from=2020-01-01&to=2020-01-02');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    unmount();
    server.use(http.get('*/wps/member/records/bonuses', () => HttpResponse.json({ success: false, message: 'boom', value: null }, { status: 500 })));
    const { user } = await renderApp('/member/bonus-details?type=rebate');
    const alert = await screen.findByRole('alert');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Page 1 of/)).toBeInTheDocument();
    expect(screen.getByLabelText('Kind')).toHaveValue('rebate');
  });
});

describe('the betting record (the reference report page)', () => {
  it('lists the last 7 days of bets with totals, pages and sorts through the URL', async () => {
    signInAs('demo');
    const { user, router } = await renderApp('/member/betting-record?pageSize=10');
    const table = await screen.findByRole('table', { name: 'Betting record' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Page 1 of \d+ · \d+ records/)).toBeInTheDocument();
    expect(within(table).getByText('Total')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ pageNo: 2 }));
    expect(await screen.findByText(/Page 2 of/)).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: /Bet$/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'betAmount.desc', pageNo: 1 }));
  });

  it('filters by a day and by game type, and says so when nothing matches', async () => {
    signInAs('demo');
    const { user, router } = await renderApp('/member/betting-record?from=2020-01-01&to=2020-01-02');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ from: expect.any(String) }));
    await user.selectOptions(screen.getByLabelText('Game type'), 'Live casino');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ gameType: 'LIVE' }));
  });

  it('opens one bet in full', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/betting-record?pageSize=10');
    const table = await screen.findByRole('table', { name: 'Betting record' });
    const [first] = await within(table).findAllByRole('button', { name: /-\d+/ });
    await user.click(first!);
    const dialog = await screen.findByRole('dialog', { name: /^Bet / });
    expect(within(dialog).getByText('Win/loss')).toBeInTheDocument();
  });

  it('shows a failed call in the table with a retry, and keeps the filters', async () => {
    signInAs('demo');
    server.use(http.get('*/wps/member/records/bets', () => HttpResponse.json({ success: false, message: 'boom', value: null }, { status: 500 })));
    const { user } = await renderApp('/member/betting-record?gameType=RNG');
    const alert = await screen.findByRole('alert');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Page 1 of/)).toBeInTheDocument();
    expect(screen.getByLabelText('Game type')).toHaveValue('RNG');
  });
});
