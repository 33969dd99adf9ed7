import { expect, test } from '../../support/e2e-test';

test.describe('the site on mocks', () => {
  test('shows the lobby with data served by the mock service worker', async ({ page }) => {
    await page.goto('/?lang=en');
    // The guest's announcement popup opens over the lobby first; the journeys' fixture closes it.
    await expect(page.getByRole('heading', { name: 'Hot games', exact: true })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const controlled = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller?.scriptURL ?? null;
    });
    expect(controlled).toContain('/mockServiceWorker.js');
    // A game name from the contract's examples, not faker gibberish.
    await expect(page.getByRole('article', { name: 'Fortune Rabbit' })).toBeVisible();
  });

  test.describe('in Burmese', () => {
    // This journey reads the announcement popup's Burmese title, then closes it itself.
    test.use({ dismissed: ['contracts'] });

    test('speaks Burmese by default', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('dialog', { name: 'ကြေညာချက်များ' }).waitFor();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { name: 'ဟော့ဂိမ်းများ', exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    });
  });

  test('logs in as demo and sees the balance change after a transfer', async ({ page }) => {
    await page.goto('/login?lang=en');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password').fill('Demo@1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 12,345.67');
    // /member opens on the security centre (SPEC 9 default page); the transfer is on the wallet page.
    await page.goto('/member/wallet');
    await page.getByLabel('Amount').fill('100');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText('Transfer complete.')).toBeVisible();
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 12,245.67');
    // The mock database survives a reload.
    await page.reload();
    await expect(page.getByTestId('wallet-MAIN')).toHaveText('RM 12,245.67');
  });
});
