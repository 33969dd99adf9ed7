import { type Page } from '@playwright/test';
import { expect, test } from '../../support/e2e-test';

/**
 * The records journeys of issue 9 in Chromium against the built site on
 * mocks: a transfer made on the wallet page is in the account record at
 * once, a date quick pick narrows the statement, one record opens in full;
 * profit and loss draws its chart.
 */
test.beforeEach(async ({ page }) => {
  // Long journeys on a shared, busy machine: more time, never a sleep.
  test.setTimeout(90_000);
  await page.goto('/login?lang=en');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 12,345.67', { timeout: 30_000 });
});

const memberMenu = (page: Page) => page.getByRole('navigation', { name: 'Member centre' });

test('a wallet transfer is in the account record at once, and a date pick narrows the statement', async ({ page }) => {
  await page.goto('/member/wallet');
  // The form takes its wallets from the balance call: type once they are there.
  await expect(page.getByTestId('wallet-PG')).toBeVisible();
  await page.getByLabel('Amount').fill('25');
  await expect(page.getByLabel('Amount')).toHaveValue('25');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Transfer complete.')).toBeVisible();

  await memberMenu(page).getByRole('link', { name: 'Account record' }).click();
  const table = page.getByRole('table', { name: 'Account record' });
  const newest = table.locator('tbody tr').first();
  await expect(newest).toContainText('MAIN →');
  await expect(newest).toContainText('−25.00');
  await expect(newest).toContainText('Successful');
  await expect(newest).toContainText('12,320.67');

  // Yesterday's statement has no trace of it; today's has it on top.
  await page.getByRole('button', { name: 'Yesterday' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&.*to=|to=.*from=/);
  await expect(table.locator('tbody tr').first()).not.toContainText('−25.00');
  const yesterday = await page.getByLabel('From').inputValue();
  for (const time of await table.locator('tbody tr td:nth-child(2)').allTextContents()) expect(time.startsWith(yesterday)).toBe(true);

  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.locator('tbody tr').first()).toContainText('−25.00');

  await table.locator('tbody tr').first().getByRole('button').click();
  const detail = page.getByRole('dialog', { name: /^Record TF-/ });
  await expect(detail).toContainText('Balance after');
  await expect(detail).toContainText('12,320.67');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The filtered statement survives a reload (the URL holds it).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.locator('tbody tr').first()).toContainText('−25.00');
});

test('profit and loss shows the result by game type with a daily chart', async ({ page }) => {
  await page.goto('/member/profit-loss?lang=en');
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  const chart = page.getByRole('figure', { name: 'Daily win/loss' });
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Profit and loss' });
  await expect(table.locator('tfoot')).toContainText('Total');
  await table.getByRole('button', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/member\/betting-record\?.*gameType=RNG/);
  await expect(page.getByRole('table', { name: 'Betting record' })).toBeVisible();
});
