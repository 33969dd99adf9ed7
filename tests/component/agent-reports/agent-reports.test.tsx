import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/store';
import { presetRange } from '@/lib/date-range';
import { formatDate } from '@/lib/format-date';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

/**
 * The agent reports of issue 11 against the MSW demo world: every page lists,
 * filters, pages and sorts through its URL, its totals agree with its rows,
 * and its CSV export holds every row of the filters.
 */

// Each test drives a whole report (dozens of rows, several requests, a CSV of every page) on two busy
// cores: give a test room to finish. Nothing here waits for time; every wait is for a state.
vi.setConfig({ testTimeout: 20_000 });

/** The amount in a cell's text, "−1,097.76" / "+50.71" / "9,881.88 Failed" -> number (a failed movement's cell also says so in words). */
const amount = (text: string) => Number((/[−+-]?[\d,]+(\.\d+)?/.exec(text)?.[0] ?? '').replace(/[,+]/g, '').replace('−', '-'));

/** The cells of one column, by its header name, in the body rows. */
function column(table: HTMLElement, header: string | RegExp): string[] {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((cell) => (typeof header === 'string' ? cell.textContent?.trim() === header : header.test(cell.textContent ?? '')));
  if (index < 0) throw new Error(`no column ${String(header)}`);
  const body = table.querySelector('tbody')!;
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[index]!.textContent!.trim());
}

function footer(table: HTMLElement, header: string): string {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((cell) => cell.textContent?.trim() === header);
  return table.querySelectorAll('tfoot td')[index]!.textContent!.trim();
}

const sum = (values: string[]) => Math.round(values.reduce((total, value) => total + amount(value), 0) * 100) / 100;

async function loadedTable(name: string) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  await waitFor(() => expect(table.querySelector('tbody td')).not.toBeNull());
  return table;
}

/** Catches the CSV a click on "Export CSV" hands to the browser. */
function captureDownloads() {
  const files: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob);
    return 'blob:csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  // Blob.text() drops a byte-order mark; read the bytes to see it.
  return { files, names, text: async (index = 0) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[index]!.arrayBuffer()) };
}

beforeEach(() => signInAs('agent1'));
afterEach(() => vi.restoreAllMocks());

describe('team betting (personalHistoryCopy)', () => {
  it('lists the members who bet in the last 7 days, pages and sorts through the URL', async () => {
    const { user, router } = await renderApp('/agentHome/team-betting?pageSize=10');
    const table = await loadedTable('Team betting');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getAllByRole('row').length).toBe(12); // header, 10 members, totals
    expect(screen.getByText(/Page 1 of \d+ · \d+ records/)).toBeInTheDocument();
    // Biggest valid bet first (the server's default sort).
    const validBets = column(table, 'Valid bet').map(amount);
    expect(validBets).toEqual([...validBets].sort((a, b) => b - a));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ pageNo: 2 }));
    expect(await screen.findByText(/Page 2 of/)).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: /^Win\/loss/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'winLoss.desc', pageNo: 1 }));
    await waitFor(() => {
      const results = column(table, 'Win/loss').map(amount);
      expect(results).toEqual([...results].sort((a, b) => b - a));
    });
  });

  it('filters by level and account, and its totals are the sum of the members', async () => {
    const { user, router } = await renderApp('/agentHome/team-betting?pageSize=50');
    await loadedTable('Team betting');
    await user.selectOptions(screen.getByLabelText('Level'), 'Level 1');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ level: 1, pageNo: 1 }));
    let table = await loadedTable('Team betting');
    await waitFor(() => expect(new Set(column(table, 'Level'))).toEqual(new Set(['1'])));

    await user.type(screen.getByRole('searchbox'), 'a{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ account: 'a', level: 1 }));
    table = await loadedTable('Team betting');
    await waitFor(() => expect(column(table, 'Account').every((account) => account.toLowerCase().includes('a'))).toBe(true));
    // One page holds them all here, so the footer must be the sum of the rows.
    expect(screen.getByText(/Page 1 of 1 ·/)).toBeInTheDocument();
    expect(amount(footer(table, 'Valid bet'))).toBeCloseTo(sum(column(table, 'Valid bet')), 2);
    expect(amount(footer(table, 'Win/loss'))).toBeCloseTo(sum(column(table, 'Win/loss')), 2);
    expect(amount(footer(table, 'Bets'))).toBe(sum(column(table, 'Bets')));
  });

  it('says so when nobody bet, and shows a failed call with a retry', async () => {
    const { user } = await renderApp('/agentHome/team-betting?from=2020-01-01&to=2020-01-02');
    expect(await screen.findByText('No member of your team bet in these dates.')).toBeInTheDocument();

    server.use(http.get('*/wps/agent/reports/team-bets', () => HttpResponse.json({ success: false, message: 'boom', value: null }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Team betting: could not load.The server had a problem. Please try again in a moment; if it goes on, contact customer service.',
    );
    // A failed first page has no pages to move between: the notice's retry is the way on.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loadedTable('Team betting');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('exports every member of the filters, not just the page, as CSV with a BOM', async () => {
    const downloads = captureDownloads();
    const { user } = await renderApp('/agentHome/team-betting?pageSize=10');
    await loadedTable('Team betting');
    const total = Number(/· (\d+) records/.exec(screen.getByText(/records$/).textContent!)![1]);
    expect(total).toBeGreaterThan(50); // more than one export page

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(`Export complete. Rows exported: ${total}.`)).toBeInTheDocument();
    const { from, to } = presetRange('last7');
    expect(downloads.names).toEqual([`team-betting_${from}_${to}.csv`]);
    const text = await downloads.text();
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Account,Level,Agent,Bets,Bet amount,Valid bet,Win/loss');
    expect(lines).toHaveLength(total + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(total);
    expect(lines[1]).toMatch(/^[a-z0-9]+,\d,(Yes|No),\d+,\d+\.\d\d,\d+\.\d\d,-?\d+\.\d\d$/);
  });
});

describe('user loss (palStatementsAgentCopy)', () => {
  it("shows each member's money and result; net is win/loss plus bonus", async () => {
    const { user, router } = await renderApp('/agentHome/user-loss?pageSize=20');
    const table = await loadedTable('User loss');
    const rows = within(table.querySelector('tbody')!).getAllByRole('row');
    expect(rows).toHaveLength(20);
    const winLoss = column(table, 'Win/loss').map(amount);
    const bonus = column(table, 'Bonus').map(amount);
    const net = column(table, 'Net').map(amount);
    net.forEach((value, index) => expect(value).toBeCloseTo(winLoss[index]! + bonus[index]!, 2));
    // Biggest losses first.
    expect(net).toEqual([...net].sort((a, b) => a - b));

    await user.selectOptions(screen.getByLabelText('Level'), 'Level 2');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ level: 2 }));
    await waitFor(() => expect(new Set(column(table, 'Level'))).toEqual(new Set(['2'])));
  });

  it('exports its rows', async () => {
    const downloads = captureDownloads();
    const { user } = await renderApp('/agentHome/user-loss?account=aung');
    await loadedTable('User loss');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    // The file itself, not a toast: an earlier export's "Export complete" can still be on screen (toasts last 5 s).
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    const lines = (await downloads.text()).slice(1).trimEnd().split('\r\n');
    expect(await screen.findByText(`Export complete. Rows exported: ${lines.length - 1}.`)).toBeInTheDocument();
    expect(lines[0]).toBe('Account,Level,Deposits,Withdrawals,Valid bet,Win/loss,Bonus,Net');
    expect(lines.slice(1).every((line) => line.split(',')[0]!.includes('aung'))).toBe(true);
  });
});

describe('my income (agentRevenueReport)', () => {
  it('shows the income by day in a chart and a table whose totals add up', async () => {
    await renderApp('/agentHome/income?from=' + presetRange('last7').from + '&to=' + presetRange('last7').to);
    const table = await loadedTable('My income');
    expect(await screen.findByRole('figure', { name: 'Income by day' })).toBeInTheDocument();
    expect(within(table.querySelector('tbody')!).getAllByRole('row')).toHaveLength(7);
    expect(amount(footer(table, 'Income'))).toBeCloseTo(sum(column(table, 'Income')), 2);
    expect(amount(footer(table, 'Commission'))).toBeCloseTo(sum(column(table, 'Commission')), 2);
    // Each day: commission + dividend + salary.
    const [commission, dividend, salary, income] = ['Commission', 'Dividend', 'Salary', 'Income'].map((name) => column(table, name).map(amount));
    income!.forEach((value, index) => expect(value).toBeCloseTo(commission![index]! + dividend![index]! + salary![index]!, 2));
    expect(screen.getByText(/Commission of 0\.8% on your team's valid bet/)).toBeInTheDocument();
  });

  it('exports the days of the range', async () => {
    const downloads = captureDownloads();
    const { user } = await renderApp('/agentHome/income');
    await loadedTable('My income');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export complete. Rows exported: 30.')).toBeInTheDocument();
    const lines = (await downloads.text()).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Team valid bet,Commission,Dividend,Salary,Income');
    expect(lines).toHaveLength(31);
  });

  it('says when the export fails and keeps the page', async () => {
    captureDownloads();
    const { user } = await renderApp('/agentHome/income');
    await loadedTable('My income');
    server.use(http.get('*/wps/agent/reports/income', () => HttpResponse.json({ success: false, message: 'boom', value: null }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The server had a problem. Please try again in a moment; if it goes on, contact customer service.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

describe('account details (agentDownlineTransactionDetailsCopy)', () => {
  it('lists the team’s money movements, newest first, and filters by type', async () => {
    const { user, router } = await renderApp('/agentHome/account-details');
    const table = await loadedTable('Account details');
    const times = column(table, 'Time');
    expect(times).toEqual([...times].sort().reverse());
    await user.selectOptions(screen.getByLabelText('Type'), 'Withdrawal');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 'withdrawal' }));
    await waitFor(() => expect(new Set(column(table, 'Type'))).toEqual(new Set(['Withdrawal'])));
    column(table, 'Amount').forEach((value) => expect(amount(value), value).toBeLessThan(0));
  });

  it('agrees with user loss: the same deposits and withdrawals over the same days', async () => {
    const first = await renderApp('/agentHome/account-details');
    await loadedTable('Account details');
    const deposits = within(screen.getByText('Deposits').closest('div')!).getByRole('definition').textContent!;
    const withdrawals = within(screen.getByText('Withdrawals').closest('div')!).getByRole('definition').textContent!;
    first.unmount();
    await renderApp('/agentHome/user-loss');
    const table = await loadedTable('User loss');
    expect(footer(table, 'Deposits')).toBe(deposits);
    expect(footer(table, 'Withdrawals')).toBe(withdrawals);
  });
});

/**
 * From yesterday: the hourly and real-time salaries open on today, which holds no finished hour before 01:00 (nor a
 * 5-minute settlement before 00:05), and a run just after midnight found no record to total.
 */
const sinceYesterday = `?from=${presetRange('yesterday').from}&to=${presetRange('today').to}`;

describe('the type-gated reports', () => {
  it.each([
    ['/agentHome/dividend', 'Dividend'],
    ['/agentHome/daily-salary', 'Daily salary'],
    [`/agentHome/hourly-salary${sinceYesterday}`, 'Hourly salary'],
    [`/agentHome/realtime-salary${sinceYesterday}`, 'Real-time salary'],
  ])('%s lists its records with totals', async (path, name) => {
    await renderApp(path);
    const table = await loadedTable(name);
    expect(within(table).getByText('Total')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it('counts down to the next real-time settlement', async () => {
    await renderApp('/agentHome/realtime-salary');
    await loadedTable('Real-time salary');
    expect(screen.getByRole('timer', { name: 'Time to the next settlement' })).toHaveTextContent(/^in [0-4]:[0-5]\d$|^in 5:00$/);
  });

  it('daily salary pays only on settled days, and today is pending', async () => {
    await renderApp('/agentHome/daily-salary');
    const table = await loadedTable('Daily salary');
    const today = presetRange('today').from;
    const rows = within(table.querySelector('tbody')!).getAllByRole('row');
    expect(within(rows[0]!).getByText(formatDate(today))).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
  });

  it('says a report is not part of the contract when its gate is off', async () => {
    server.use(
      http.get('*/wps/member/info/funds/consolidated', () =>
        HttpResponse.json({
          success: true,
          message: 'OK',
          value: { divtypereq: 'none', dailysalreqtype: 'salary', contracthoursalreq: null, realtimesalreqtype: null },
        }),
      ),
    );
    await renderApp('/agentHome/dividend');
    expect(await screen.findByText('This report is not part of your contract')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Dividend' })).toBeNull();
  });

  it('refuses a member who is not an agent', async () => {
    db.update((state) => {
      state.sessions = {};
    });
    signInAs('demo');
    const { router } = await renderApp('/agentHome/income');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
  });
});
