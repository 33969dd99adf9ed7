import { type Page } from '@playwright/test';
import { expect, test } from '../../support/e2e-test';

// These journeys are about the announcement popup: only the contract modal is closed for them.
test.use({ dismissed: ['contracts'] });

/**
 * Draws a letter in the font the page uses for body text (or in one of its font tokens, `--font-mono` for figures)
 * and returns its pixels: a device without a Myanmar font would draw every letter as the same missing-glyph box.
 */
async function glyphPixels(page: Page, letter: string, token?: string): Promise<string> {
  return page.evaluate(
    async ([text, fontToken]) => {
      await document.fonts.ready;
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const family = fontToken ? getComputedStyle(document.documentElement).getPropertyValue(fontToken) : getComputedStyle(document.body).fontFamily;
      context.font = `40px ${family}`;
      context.fillStyle = '#000';
      context.fillText(text, 8, 48);
      return canvas.toDataURL();
    },
    [letter, token] as const,
  );
}

test.describe('the interface language', () => {
  test('is Burmese without a ?lang, drawn in real glyphs', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('dialog', { name: 'ကြေညာချက်များ' }).waitFor();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { name: 'ဟော့ဂိမ်းများ', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'အကောင့်ဖွင့်ရန်' })).toBeVisible();

    const ka = await glyphPixels(page, 'က');
    const kha = await glyphPixels(page, 'ခ');
    const missing = await glyphPixels(page, '\uE000');
    expect(ka).not.toBe(kha);
    expect(ka).not.toBe(missing);
    expect(kha).not.toBe(missing);
    // The figures' font too: a game card's "ဂျက်ပေါ့ 1,687,317.00" is set in it, label and all.
    const figureKa = await glyphPixels(page, 'က', '--font-mono');
    expect(figureKa).not.toBe(await glyphPixels(page, '\uE000', '--font-mono'));
    expect(figureKa).not.toBe(await glyphPixels(page, 'ခ', '--font-mono'));
  });

  test('names each language in its own script in the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('dialog', { name: 'ကြေညာချက်များ' }).waitFor();
    await page.keyboard.press('Escape');
    const menu = page.getByRole('combobox', { name: 'ဘာသာစကား' }).first();
    await expect(menu.getByRole('option')).toHaveText(['မြန်မာ', 'English', 'Bahasa Melayu', 'العربية', 'ไทย']);
  });

  test('is Malay with ?lang=ms', async ({ page }) => {
    await page.goto('/?lang=ms');
    await page.getByRole('dialog', { name: 'Pengumuman' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Bonus alu-aluan 100% sehingga RM 500' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Permainan popular', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  });
});
