import { expect, test } from '../../support/e2e-test';

// Issue 33 (ADR 0022): the lobby's first screen is in each language's HTML and React hydrates it, in every language
// the e2e build offers (scripts/e2e.mjs), right to left included. Any hydration warning or error fails the journey.
const LANGUAGES = ['my', 'en', 'th', 'ar'];

test.describe('the first screen from the HTML', () => {
  for (const lang of LANGUAGES) {
    test(`is hydrated, not drawn again, in ${lang}`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // The shell element the HTML brought, kept to see whether React took it over or replaced it.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { firstShell: Element | null }).firstShell = document.querySelector('#root > .app-shell');
        });
      });

      // Burmese is the default: its page is `/` (index.html); the others are `/?lang=xx` (index.xx.html).
      const response = await page.goto(lang === 'my' ? '/' : `/?lang=${lang}`);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`data-first-screen="${lang.toUpperCase()}"`);
      expect(html).toMatch(/<div id="root">(<!--\$-->)*<div class="app-shell"/);

      // The held answers arrive once hydration is done: the banners and the hot games replace their placeholders.
      await expect(page.locator('.banners--loading')).toHaveCount(0);
      await expect(page.locator('.hot-games .query-state--loading')).toHaveCount(0);
      await expect(page.locator('.app-shell__footer footer, .app-shell__footer .site-footer').first()).toBeAttached();
      expect(await page.evaluate(() => (window as unknown as { firstShell: Element | null }).firstShell?.isConnected ?? false)).toBe(true);
      expect(problems.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
    });
  }

  test('keeps the side menu the HTML drew when a phone closes it to a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The HTML draws the wide layout's menu; once hydrated, the phone's narrow layout hides it as a closed drawer.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstBrand: Element | null }).firstBrand = document.querySelector('#side-menu .side-menu__brand');
      });
    });
    await page.goto('/?lang=en');
    await expect(page.locator('.app-shell')).toHaveAttribute('data-layout', 'narrow');
    await expect(page.locator('#side-menu')).toBeHidden();
    await expect(page.locator('.banners--loading')).toHaveCount(0);
    // Taken over, not deleted and drawn again (issue 33: that was one long task after every phone's hydration).
    expect(await page.evaluate(() => (window as unknown as { firstBrand: Element | null }).firstBrand?.isConnected ?? false)).toBe(true);

    await page.getByRole('button', { name: 'Side menu' }).click();
    await expect(page.locator('#side-menu')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toBeVisible();
  });

  test('gives way to the boot splash and a fresh render on another page', async ({ page }) => {
    await page.goto('/promotions?lang=en');
    await expect(page.locator('html')).not.toHaveAttribute('data-first-screen', /.+/);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('.lobby')).toHaveCount(0);
  });
});
