import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTRACT_FILE } from '../../support/contract';

/**
 * openapi/CHANGELOG.md follows the contract: its newest entry is `info.version`,
 * versions only go down the file, and each entry says what changed.
 */
const CHANGELOG_FILE = 'openapi/CHANGELOG.md';

type Entry = { version: string; date: string; body: string };

/** The `## [x.y.z] - yyyy-mm-dd` entries, in file order. */
function entries(markdown: string): Entry[] {
  return [...markdown.matchAll(/^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})\n([\s\S]*?)(?=^## |^\[|(?![\s\S]))/gm)].map(
    ([, version = '', date = '', body = '']) => ({
      version,
      date,
      body: body.trim(),
    }),
  );
}

/** What is wrong with a changelog against the contract's version; [] when nothing. */
function changelogProblems(markdown: string, version: string): string[] {
  const found = entries(markdown);
  const problems: string[] = [];
  if (found[0]?.version !== version) problems.push(`newest entry ${found[0]?.version ?? 'none'} is not info.version ${version}`);
  const numeric = (entry: Entry) => entry.version.split('.').map(Number) as [number, number, number];
  for (let i = 1; i < found.length; i += 1) {
    const [a, b] = [numeric(found[i - 1] as Entry), numeric(found[i] as Entry)];
    const newer = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    if (newer <= 0) problems.push(`${found[i]?.version} is not older than ${found[i - 1]?.version}`);
  }
  for (const entry of found) if (!/^### (Added|Changed|Deprecated|Removed|Fixed|Security)$/m.test(entry.body)) problems.push(`${entry.version} says nothing`);
  return problems;
}

const changelog = readFileSync(CHANGELOG_FILE, 'utf8');
const { version } = (parse(readFileSync(CONTRACT_FILE, 'utf8')) as { info: { version: string } }).info;

describe('the contract’s changelog', () => {
  it('starts with info.version, newest first, every entry saying what changed', () => {
    expect(entries(changelog).length).toBeGreaterThanOrEqual(3);
    expect(changelogProblems(changelog, version)).toEqual([]);
  });

  it.each([
    ['a version bumped without an entry', changelog, '9.0.0', [`newest entry ${version} is not info.version 9.0.0`]],
    ['entries out of order', changelog.replace('## [1.0.0] - 2026-11-22', '## [1.3.0] - 2026-11-22'), version, ['1.3.0 is not older than 1.1.0']],
    [
      'an entry that says nothing',
      changelog.replace(/(## \[1\.0\.0\] - 2026-11-22\n)[\s\S]*?(?=\n\[)/, '$1\nThe first one.\n'),
      version,
      ['1.0.0 says nothing'],
    ],
  ])('finds %s (the check can fail)', (_name, markdown, contractVersion, problems) => {
    expect(changelogProblems(markdown, contractVersion)).toEqual(problems);
  });
});
