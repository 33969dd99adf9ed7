import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/e2e-test';

/**
 * Issue 11, the agent reports in Chromium against the built site on mocks:
 * an agent logs in at /agent, reads the income report (chart and table) and
 * exports it to CSV; the other reports open from the menu with rows.
 */
async function logInAsAgent(page: Page, username = 'agent1') {
  await page.goto('/agent?lang=en');
  const card = page.getByRole('region', { name: 'Agent login' });
  await card.getByLabel('Username', { exact: true }).fill(username);
  await card.getByLabel('Password', { exact: true }).fill('Agent@1234');
  await card.getByRole('button', { name: 'Log in as agent' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
}

test.describe('agent reports', () => {
  test('an agent reads the income report, chart and table, and exports it to CSV', async ({ page }) => {
    await logInAsAgent(page);
    await page.getByRole('navigation', { name: 'Agent centre' }).getByRole('link', { name: 'My income' }).click();
    await expect(page).toHaveURL(/\/agentHome\/income/);
    await expect(page.getByRole('heading', { level: 1, name: 'My income' })).toBeVisible();

    // The chart: Recharts draws one bar stack a day of the last 30 days.
    const chart = page.getByRole('figure', { name: 'Income by day' });
    await expect(chart).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(20);

    const table = page.getByRole('table', { name: 'My income' });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    await expect(table.locator('tfoot')).toContainText('Total');
    await expect(page.getByText('Page 1 of 2 · 30 records')).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^income_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Team valid bet,Commission,Dividend,Salary,Income');
    expect(lines).toHaveLength(31); // every day of the range, not just the page on screen
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},\d+\.\d\d,\d+\.\d\d,\d+\.\d\d,\d+\.\d\d,\d+\.\d\d$/);
    await expect(page.getByText('Export complete. Rows exported: 30.')).toBeVisible();
  });

  test('every report opens from the menu with rows, for each agent', async ({ page }) => {
    // Fourteen pages in one journey on a busy machine: more time, never a sleep.
    test.setTimeout(120_000);
    // Each agent sees the salary pages of its own contracts only (agent42: hourly and real-time).
    const gated = { agent1: ['Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary'], agent42: ['Hourly salary', 'Real-time salary'] };
    for (const [username, pages] of Object.entries(gated)) {
      await logInAsAgent(page, username);
      const menu = page.getByRole('navigation', { name: 'Agent centre' });
      if (username === 'agent42') await expect(menu.getByRole('link', { name: 'Dividend', exact: true })).toHaveCount(0);
      for (const name of ['Team betting', 'User loss', 'Account details', ...pages]) {
        await menu.getByRole('link', { name, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        const table = page.getByRole('table', { name });
        await expect(table).toHaveAttribute('aria-busy', 'false');
        await expect(table.locator('tbody tr').first()).toBeVisible();
      }
      await expect(page.getByRole('timer', { name: 'Time to the next settlement' })).toHaveText(/^in \d:\d\d$/);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/agent(\?|$)/);
    }
  });
});
