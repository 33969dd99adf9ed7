import { describe, expect, it } from 'vitest';
import { cardLayout, type CardColumn } from '@/ui/data-table/card-layout';
import { phonePages } from '@/ui/report-page/define-report';

describe('cardLayout: where a column goes on a phone card', () => {
  const cases: [string, CardColumn[], ReturnType<typeof cardLayout>][] = [
    [
      'unsaid: the first column is the title, secondary ones details, the rest facts',
      [{ id: 'date' }, { id: 'bet', priority: 'secondary' }, { id: 'salary' }],
      { title: ['date'], amount: [], status: [], fact: ['salary'], detail: ['bet'] },
    ],
    [
      'said roles win over the order and the priority',
      [
        { id: 'ticket', card: 'detail' },
        { id: 'game', card: 'title' },
        { id: 'bet' },
        { id: 'winLoss', card: 'amount' },
        { id: 'status', priority: 'secondary', card: 'status' },
      ],
      { title: ['game'], amount: ['winLoss'], status: ['status'], fact: ['bet'], detail: ['ticket'] },
    ],
    [
      'a column left off the card appears nowhere',
      [{ id: 'account' }, { id: 'actions', card: 'none' }, { id: 'balance', card: 'amount' }],
      { title: ['account'], amount: ['balance'], status: [], fact: [], detail: [] },
    ],
    [
      'with the first column an amount, the first fact becomes the title',
      [{ id: 'amount', card: 'amount' }, { id: 'remark' }, { id: 'id', priority: 'secondary' }],
      { title: ['remark'], amount: ['amount'], status: [], fact: [], detail: ['id'] },
    ],
    ['no columns: an empty card', [], { title: [], amount: [], status: [], fact: [], detail: [] }],
  ];
  it.each(cases)('%s', (_, columns, expected) => {
    expect(cardLayout(columns)).toEqual(expected);
  });
});

type Row = { id: string };
const page = (ids: string[], extra: Partial<Parameters<typeof phonePages<Row>>[1]> = {}) => ({
  status: 'success' as const,
  data: { list: ids.map((id) => ({ id })), total: 99 },
  isPlaceholderData: false,
  isFetching: false,
  ...extra,
});
const pending = { status: 'pending' as const, data: undefined, isPlaceholderData: false, isFetching: true };

describe('phonePages: the rows of pages 1 to N as one list', () => {
  const cases: [string, Parameters<typeof phonePages<Row>>[0], Parameters<typeof phonePages<Row>>[1], { ids: string[]; status: string; loading: boolean }][] = [
    ['page 1 alone', [], page(['a', 'b']), { ids: ['a', 'b'], status: 'success', loading: false }],
    ['pages in order', [page(['a', 'b'])], page(['c', 'd']), { ids: ['a', 'b', 'c', 'd'], status: 'success', loading: false }],
    [
      'a row pushed onto the next page by a new one is shown once',
      [page(['a', 'b'])],
      page(['b', 'c']),
      { ids: ['a', 'b', 'c'], status: 'success', loading: false },
    ],
    [
      'the next page still loading shows the previous one as its placeholder: not twice',
      [page(['a', 'b'])],
      page(['a', 'b'], { isPlaceholderData: true, isFetching: true }),
      { ids: ['a', 'b'], status: 'success', loading: true },
    ],
    ['a reload at page 3: pending until page 1 comes', [pending, pending], pending, { ids: [], status: 'pending', loading: true }],
    [
      'page 1 failed and nothing to show: the error',
      [],
      { status: 'error', data: undefined, isPlaceholderData: false, isFetching: false },
      { ids: [], status: 'error', loading: false },
    ],
    ['an empty range', [], page([]), { ids: [], status: 'success', loading: false }],
  ];
  it.each(cases)('%s', (_, earlier, current, expected) => {
    const result = phonePages(earlier, current, (row) => row.id);
    expect({ ids: result.rows.map((row) => row.id), status: result.status, loading: result.loading }).toEqual(expected);
  });
});
