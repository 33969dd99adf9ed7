import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SimpleTable } from '@/ui/simple-table';

it('reads as a matrix: each figure is found by its row and its column header', () => {
  render(
    <SimpleTable
      caption="Team figures by period"
      cornerHeader="Figure"
      columns={[
        { key: 'today', header: 'Today', align: 'end' },
        { key: 'month', header: 'This month', align: 'end' },
      ]}
      rows={[
        { key: 'deposits', header: 'Deposits', cells: { today: 'RM 10.00', month: 'RM 900.00' } },
        { key: 'members', header: 'New members', cells: { today: 1, month: 12 } },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Team figures by period' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Figure', 'Today', 'This month']);
  const deposits = within(table).getByRole('rowheader', { name: 'Deposits' }).closest('tr')!;
  const cells = within(deposits).getAllByRole('cell');
  expect(cells.map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
    ['Today', 'RM 10.00'],
    ['This month', 'RM 900.00'],
  ]);
  expect(cells[0]).toHaveAttribute('data-align', 'end');
});
