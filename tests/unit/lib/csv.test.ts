import { describe, expect, it } from 'vitest';
import { BOM, csvField, csvFileName, toCsv, type CsvColumn, type CsvValue } from '@/lib/csv';

describe('one CSV field', () => {
  it.each<[string, CsvValue, number | undefined, string]>([
    ['plain text', 'aungmin204', undefined, 'aungmin204'],
    ['Burmese text, unquoted', 'ငွေသွင်း', undefined, 'ငွေသွင်း'],
    ['a comma', 'KBZPay, branch 2', undefined, '"KBZPay, branch 2"'],
    ['a double quote, doubled', 'the "VIP" member', undefined, '"the ""VIP"" member"'],
    ['a line break', 'line one\nline two', undefined, '"line one\nline two"'],
    ['a carriage return', 'a\rb', undefined, '"a\rb"'],
    ['leading and trailing spaces', ' padded ', undefined, '" padded "'],
    ['a formula', '=HYPERLINK("x")', undefined, '"\'=HYPERLINK(""x"")"'],
    ['a leading plus', '+95 9 123', undefined, "'+95 9 123"],
    ['a leading minus in text', '-cmd', undefined, "'-cmd"],
    ['a leading at', '@SUM(A1)', undefined, "'@SUM(A1)"],
    // Issue 28: control characters a spreadsheet skips before a formula.
    ['a leading NUL before a formula', '\u0000=1+1', undefined, "'=1+1"],
    ['a leading NUL before text, dropped', '\u0000abc', undefined, 'abc'],
    ['a leading line feed', '\n=cmd', undefined, '"\'\n=cmd"'],
    ['a leading vertical tab', '\u000B@SUM(A1)', undefined, "'@SUM(A1)"],
    ['a leading DEL and C1 control', '\u007F\u0085+1', undefined, "'+1"],
    ['a leading zero-width space', '\u200B=1', undefined, "'=1"],
    ['a leading byte-order mark', '\uFEFF-2', undefined, "'-2"],
    ['a control character inside stays', 'a\u0000b', undefined, 'a\u0000b'],
    ['a negative number stays a number', -612.4, undefined, '-612.4'],
    ['money with two decimals', -612.4, 2, '-612.40'],
    ['an integer with two decimals', 1500, 2, '1500.00'],
    ['zero', 0, undefined, '0'],
    ['a boolean', true, undefined, 'true'],
    ['null is empty', null, undefined, ''],
    ['undefined is empty', undefined, undefined, ''],
    ['NaN is empty', Number.NaN, 2, ''],
    ['the empty string', '', undefined, ''],
  ])('%s', (_, value, decimals, expected) => {
    expect(csvField(value, decimals)).toBe(expected);
  });

  it('quotes a field holding another separator', () => {
    expect(csvField('a;b', undefined, ';')).toBe('"a;b"');
    expect(csvField('a,b', undefined, ';')).toBe('a,b');
  });
});

type Row = { account: string; level: number; winLoss: number; remark?: string };
const columns: CsvColumn<Row>[] = [
  { header: 'Account', value: (row) => row.account },
  { header: 'Level', value: (row) => row.level },
  { header: 'Win/loss', value: (row) => row.winLoss, decimals: 2 },
  { header: 'မှတ်ချက်', value: (row) => row.remark },
];

describe('rows to CSV', () => {
  it.each<[string, Row[], string]>([
    ['no rows: the header only', [], 'Account,Level,Win/loss,မှတ်ချက်\r\n'],
    [
      'rows in order, CRLF line ends, empty optional fields',
      [
        { account: 'aungmin204', level: 1, winLoss: -612.4, remark: 'From agent1' },
        { account: 'htetzaw551', level: 2, winLoss: 50 },
      ],
      'Account,Level,Win/loss,မှတ်ချက်\r\naungmin204,1,-612.40,From agent1\r\nhtetzaw551,2,50.00,\r\n',
    ],
    ['quoting inside a row', [{ account: 'a,b', level: 3, winLoss: 0, remark: 'say "hi"' }], 'Account,Level,Win/loss,မှတ်ချက်\r\n"a,b",3,0.00,"say ""hi"""\r\n'],
  ])('%s', (_, rows, body) => {
    expect(toCsv(rows, columns)).toBe(BOM + body);
  });

  it('starts with a UTF-8 byte-order mark so Excel reads Burmese, unless asked not to', () => {
    const text = toCsv([], columns);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(toCsv([], columns, { bom: false }).startsWith('Account')).toBe(true);
  });

  it('uses another separator when asked', () => {
    expect(toCsv([{ account: 'x', level: 1, winLoss: 1.5 }], columns, { separator: ';', bom: false })).toBe('Account;Level;Win/loss;မှတ်ချက်\r\nx;1;1.50;\r\n');
  });
});

describe('file names', () => {
  it.each<[string[], string]>([
    [['team-betting', '2026-11-15', '2026-11-21'], 'team-betting_2026-11-15_2026-11-21.csv'],
    [['income', 'agent 1/../x'], 'income_agent1x.csv'],
    [['', 'only'], 'only.csv'],
  ])('%j -> %s', (parts, expected) => {
    expect(csvFileName(...parts)).toBe(expected);
  });
});
