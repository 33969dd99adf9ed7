import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '@/ui/breakpoints';
import { columnsFor, DataTable, MoneyCell } from '@/ui/data-table';
import { fakeMatchMedia } from '../../support/accounts';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

type Bet = { ticketId: string; game: string; stake: number; winLoss: number; status: string };
const col = columnsFor<Bet>();
const columns = col.columns([
  col.accessor('ticketId', { header: 'Ticket', meta: { card: 'detail' } }),
  col.accessor('game', { header: 'Game', meta: { card: 'title' } }),
  col.accessor('stake', { header: 'Bet', meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
  col.accessor('winLoss', { header: 'Win/loss', meta: { align: 'end', card: 'amount' }, cell: (info) => <MoneyCell value={info.getValue()} signed /> }),
  col.accessor('status', { header: 'Status', meta: { priority: 'secondary', card: 'status' } }),
]);
const rows: Bet[] = [
  { ticketId: 'T-0001', game: 'Fortune Party', stake: 1973, winLoss: -720.84, status: 'Settled' },
  { ticketId: 'T-0002', game: 'Neon Gems', stake: 1, winLoss: 0.69, status: 'Open' },
];

const original = window.matchMedia;
const onPhone = (phone: boolean) => {
  window.matchMedia = fakeMatchMedia((query) => phone && query === PHONE_QUERY);
};
afterEach(() => {
  window.matchMedia = original;
});

function renderTable(props: Partial<Parameters<typeof DataTable<Bet>>[0]> = {}) {
  return render(
    <I18nProvider i18n={i18n}>
      <DataTable label="Bets" columns={columns} rows={rows} status="success" getRowId={(row) => row.ticketId} {...props} />
    </I18nProvider>,
  );
}

describe('the data table on a phone (ADR 0027)', () => {
  beforeEach(() => onPhone(true));

  it('draws a card a row: what it is about first, the amount beside it, facts labelled, details folded away', () => {
    renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Bets' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first] = cards as [HTMLElement];
    // The title leads the card; the ticket id is not in it.
    expect(first.querySelector('.data-card__title')).toHaveTextContent(/^Fortune Party$/);
    // The result is the card's amount: labelled, signed, coloured, in the element that keeps it on one line.
    const amount = first.querySelector('.data-card__amount')!;
    expect(amount).toHaveTextContent('Win/loss');
    const value = amount.querySelector('.data-card__amount-value .data-table__money')!;
    expect(value).toHaveTextContent('−720.84');
    expect(value).toHaveAttribute('data-tone', 'down');
    expect(first.querySelector('.data-card__status')).toHaveTextContent('Settled');
    // The stake is a labelled fact; the ticket id sits in the closed details part.
    expect(within(first).getByText('Bet').closest('.data-card__line')).toHaveTextContent('Bet1,973.00');
    const details = first.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('T-0001')).toBeInTheDocument();
  });

  it('shows the totals above the list, and the record dialog instead of the details part when rows open', async () => {
    const open = vi.fn();
    renderTable({ totals: { stake: <MoneyCell value={1974} />, winLoss: <MoneyCell value={-720.15} signed /> }, onOpenRow: open });
    const totals = screen.getByRole('region', { name: 'Total' });
    const list = screen.getByRole('list', { name: 'Bets' });
    expect(totals.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(totals).toHaveTextContent('Win/loss−720.15');
    expect(totals).toHaveTextContent('Bet1,974.00');
    expect(list.querySelector('details')).toBeNull();
    await userEvent.click(within(list).getAllByRole('button', { name: 'Details' })[1]!);
    expect(open).toHaveBeenCalledWith(rows[1]);
  });

  it('says how many rows it shows and asks for the next page', async () => {
    const more = vi.fn();
    renderTable({ more: { shown: 2, total: 5, loading: false, onMore: more } });
    expect(screen.getByRole('status')).toHaveTextContent('2 of 5 shown');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(more).toHaveBeenCalledTimes(1);
  });

  it('keeps its empty and error states', () => {
    const { unmount } = renderTable({ rows: [], emptyText: 'No bets yet' });
    expect(screen.getByText('No bets yet')).toBeInTheDocument();
    unmount();
    renderTable({ rows: undefined, status: 'error', error: new Error('boom'), onRetry: () => undefined });
    // What failed, said once, beside it (ADR 0026): the table's name, not only why.
    expect(screen.getByRole('alert')).toHaveTextContent(/^Bets: could not load\./);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the data table on a wider screen', () => {
  beforeEach(() => onPhone(false));

  it('stays a table with its totals row', () => {
    renderTable({ totals: { winLoss: <MoneyCell value={-720.15} signed /> } });
    expect(screen.getByRole('table', { name: 'Bets' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('a record page on a phone', { timeout: 30_000 }, () => {
  beforeEach(() => onPhone(true));

  it('appends the next page to the cards, and the URL says how far the list goes', async () => {
    signInAs('demo');
    const { user, router } = await renderApp('/member/betting-record?pageSize=10&lang=en');
    const list = await screen.findByRole('list', { name: 'Betting record' });
    await waitFor(() => expect(list.querySelectorAll('.data-card')).toHaveLength(10));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Total bet$/)).toBeInTheDocument();
    expect(screen.getByText(/^10 of \d+ shown$/)).toHaveRole('status');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(list.querySelectorAll('.data-card')).toHaveLength(20));
    expect(router.state.location.search).toMatchObject({ pageNo: 2 });
    const titles = [...list.querySelectorAll('.data-card__title')].map((title) => title.textContent);
    expect(titles.length).toBe(20);
    expect(await screen.findByText(/^20 of \d+ shown$/)).toHaveRole('status');
  });
});
