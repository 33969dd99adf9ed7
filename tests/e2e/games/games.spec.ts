import { type Page } from '@playwright/test';
import { expect, test } from '../../support/e2e-test';

async function logInAsDemo(page: Page, from: string) {
  await page.goto(`/login?lang=en&redirect=${encodeURIComponent(from)}`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${from.replace(/[?]/g, '\\?')}$`));
}

test.describe('games', () => {
  test("a guest's play click opens the login popup", async ({ page }) => {
    await page.goto('/rng?lang=en');
    await page.getByRole('button', { name: 'Play Fortune Tiger' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/rng?lang=en');
  });

  test.describe('signed in as demo', () => {
    // Demo's upline offers a contract, and its modal opens after the login when the offers have arrived: the journey
    // waits for it and closes it before Play, so that the game's popup does not open in the same moment. (CI met that
    // once in session 10: each modal hid the other from the accessibility tree, since fixed in ui/dialog.tsx and
    // tested in tests/component/ui/dialog.test.tsx.)
    test.use({ dismissed: ['announcements'] });

    test('demo plays a slot in the popup, favourites it and finds it in /favorite and /recent', async ({ page }) => {
      await logInAsDemo(page, '/rng');
      const offer = page.getByRole('dialog', { name: 'Contracts' });
      await expect(offer).toBeVisible();
      await offer.getByRole('button', { name: 'Close' }).first().click();
      await expect(offer).toBeHidden();

      await page.getByRole('button', { name: 'Play Fortune Tiger' }).click();
      const popup = page.getByRole('dialog', { name: 'Fortune Tiger' });
      await expect(popup).toBeVisible();
      const game = popup.frameLocator('iframe[title="Game: Fortune Tiger"]');
      await expect(game.getByRole('heading', { name: 'Fortune Tiger' })).toBeVisible();
      await expect(game.getByText('RM 12,345.67')).toBeVisible();
      await game.getByRole('button', { name: 'SPIN' }).click();
      // The reels settle with a result; the stake (RM 5.00) has left the demo balance and the last win, if any, is
      // back on it. (Asserting RM 12,340.67 alone raced the settle: a win lands 1.6 s after the spin.)
      await expect(game.getByRole('status')).toHaveText(/win|Spin again/);
      const lastWin = Number((await game.locator('#win').innerText()).replace(/[^\d.]/g, ''));
      const expected = (12_345.67 - 5 + lastWin).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      await expect(game.locator('#balance')).toHaveText(`RM ${expected}`);
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();

      const heart = page.getByRole('button', { name: 'Favourite Fortune Tiger' });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/favorite?lang=en');
      const favourites = page.getByRole('list', { name: 'My favourites' });
      await expect(favourites.getByRole('article', { name: 'Fortune Tiger' })).toBeVisible();
      await expect(favourites.getByRole('button', { name: 'Favourite Fortune Tiger' })).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/recent?lang=en');
      const recent = page.getByRole('list', { name: 'Recently played games' });
      await expect(recent.getByRole('article').first()).toHaveAttribute('aria-label', 'Fortune Tiger');
    });
  });

  test("free trial starts free play and that game's popup; a trial user's real-money Play leads to register", async ({ page }) => {
    await page.goto('/rng?lang=en');
    await page.getByRole('button', { name: 'Free trial Fortune Tiger' }).click();
    // The game's own popup (the launch itself waits for the contract to allow trial sessions: phone-games.spec.ts).
    const popup = page.getByRole('dialog', { name: 'Fortune Tiger' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Free trial Fortune Tiger' })).toBeVisible();

    await page.getByRole('button', { name: 'Play Fortune Tiger' }).click();
    const blocked = page.getByRole('dialog', { name: 'Real account needed' });
    await expect(blocked).toBeVisible();
    await expect(blocked).toContainText('A real account must be registered first.');
    await expect(page.getByRole('dialog', { name: 'Fortune Tiger' })).toHaveCount(0);
    await blocked.getByRole('button', { name: 'Play for real' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  });

  test('/vnLottery sends a guest to the login popup', async ({ page }) => {
    await page.goto('/vnLottery?gameCode=VN_MIENBAC&lang=en');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/vnLottery?gameCode=VN_MIENBAC&lang=en');
  });
});
