import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 19: a right-to-left language end to end. The e2e build offers Arabic
 * (scripts/e2e.mjs); every name below is the Arabic catalog's, so the journey
 * also proves the Arabic catalog is the one loaded.
 */
const AR = {
  logIn: 'تسجيل الدخول',
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
  balance: 'الرصيد',
  memberCentre: 'مركز الأعضاء',
  wallet: 'المحفظة',
  sideMenu: 'القائمة الجانبية',
  announcements: 'الإعلانات',
  contracts: 'العقود',
  close: 'إغلاق',
  play: (title: string) => `العب ${title}`,
  game: (title: string) => `اللعبة: ${title}`,
};

/** Popups that may open after a login (announcements, the contract offer) are not what this journey is about. */
async function dismissPopups(page: Page) {
  for (const name of [AR.announcements, AR.contracts]) {
    await page.addLocatorHandler(page.getByRole('dialog', { name }), async (dialog) => {
      await dialog.getByRole('button').first().click();
    });
  }
}

test('in Arabic a member logs in, opens the member centre and plays a game, right to left', async ({ page }) => {
  // A cap, not a wait: three pages and a game on two busy cores.
  test.slow();
  await dismissPopups(page);
  await page.goto('/login?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  const dialog = page.getByRole('dialog', { name: AR.logIn });
  await dialog.getByRole('textbox', { name: AR.username }).fill('demo');
  await dialog.getByLabel(AR.password, { exact: true }).fill('Demo@1234');
  await dialog.getByRole('button', { name: AR.logIn, exact: true }).click();
  await expect(page.getByLabel(AR.balance, { exact: true })).toBeVisible();

  // The layout is mirrored: the side menu stands at the right edge, the content to its left.
  const side = await page.getByRole('complementary', { name: AR.sideMenu }).boundingBox();
  const viewport = page.viewportSize();
  expect(side && viewport && Math.round(side.x + side.width)).toBe(viewport?.width);
  expect(side?.x).toBeGreaterThan(0);

  await page.goto('/member/wallet');
  const menu = page.getByRole('navigation', { name: AR.memberCentre });
  await expect(menu.getByRole('link', { name: AR.wallet })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('wallet-MAIN')).toBeVisible();
  // The centre's menu is at the start of the line: on the right of the page's content.
  const menuBox = await menu.boundingBox();
  const walletBox = await page.getByTestId('wallet-MAIN').boundingBox();
  expect(menuBox && walletBox && menuBox.x > walletBox.x).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/rng');
  await page.getByRole('button', { name: AR.play('Fortune Tiger') }).click();
  const popup = page.getByRole('dialog', { name: 'Fortune Tiger' });
  const game = popup.frameLocator(`iframe[title="${AR.game('Fortune Tiger')}"]`);
  await expect(game.getByRole('heading', { name: 'Fortune Tiger' })).toBeVisible();
  await game.getByRole('button', { name: 'SPIN' }).click();
  await expect(game.getByRole('status')).toHaveText(/win|Spin again/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
