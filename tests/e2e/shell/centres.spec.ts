import { type Page } from '@playwright/test';
import { expect, test } from '../../support/e2e-test';
import { expireSessionAndAwaitLogin } from '../../support/e2e-harness';

async function logInAsDemo(page: Page) {
  await page.goto('/login?lang=en');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('demo');
  await dialog.getByLabel('Password').fill('Demo@1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Balance', { exact: true })).toBeVisible();
}

test.describe('the member centre', () => {
  test('each page has its own address; the ?page= keys, back and forward and a reload land on it', async ({ page }) => {
    await logInAsDemo(page);
    await page.goto('/member?page=personalHistoryCopy');
    await expect(page).toHaveURL(/\/member\/betting-record/);
    await expect(page.getByRole('table', { name: 'Betting record' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Member centre' });
    await menu.getByRole('link', { name: 'Wallet' }).click();
    await expect(page).toHaveURL(/\/member\/wallet$/);
    await expect(page.getByTestId('wallet-MAIN')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/member\/betting-record/);
    await page.goForward();
    await expect(page).toHaveURL(/\/member\/wallet$/);
    await page.reload();
    await expect(page.getByTestId('wallet-MAIN')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
  });

  test('a record filtered by date keeps its filter in the address', async ({ page }) => {
    await logInAsDemo(page);
    await page.goto('/member/betting-record');
    await page.getByRole('button', { name: 'Yesterday' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a session that ends mid-visit leads to the login dialog, then back to the page', async ({ page }) => {
    await logInAsDemo(page);
    await page.goto('/member/wallet');
    await expect(page.getByTestId('wallet-MAIN')).toBeVisible();
    const dialog = await expireSessionAndAwaitLogin(page);
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password').fill('Demo@1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/member\/wallet$/);
    await expect(page.getByTestId('wallet-MAIN')).toBeVisible();
  });
});
