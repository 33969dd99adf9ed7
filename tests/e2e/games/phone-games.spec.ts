import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../../support/e2e-test';

/*
 * Issue 27 on a 412 x 915 phone, in Burmese (the default language): a game
 * takes the whole screen under its thin bar and Exit returns where the player
 * was; the login and register sheets keep their title and their action in view
 * while the fields between them scroll.
 */
test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

const MY = {
  freeTrial: (title: string) => `${title} ကို အခမဲ့ စမ်းကစားရန်`,
  play: (title: string) => `${title} ကစားရန်`,
  frame: (title: string) => `ဂိမ်း - ${title}`,
  exit: 'ထွက်ရန်',
  logIn: 'အကောင့်ဝင်ရန်',
  register: 'အကောင့်ဖွင့်ရန်',
};

async function logInAsDemo(page: Page) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: MY.logIn });
  await dialog.locator('input[name="username"]').fill('demo');
  await dialog.locator('input[name="password"]').fill('Demo@1234');
  await dialog.locator('form:has(input[name="username"]) button[type="submit"]').click();
  await expect(dialog).toBeHidden();
}

/** The frame fills the screen: the whole width, and all the height but the game bar's. */
async function expectFillsTheScreen(page: Page, frame: Locator) {
  const viewport = page.viewportSize()!;
  const box = (await frame.boundingBox())!;
  const bar = (await page.getByRole('toolbar').boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBe(viewport.width);
  expect(box.y).toBeCloseTo(bar.y + bar.height, 0);
  expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
  expect(bar.height).toBeLessThanOrEqual(56);
}

/** The sheet's title and its primary action stay in view while the body between them scrolls. */
async function expectPinnedWhileScrolling(page: Page, sheet: Locator, action: Locator) {
  const viewport = page.viewportSize()!;
  const body = sheet.locator('.ui-dialog__body');
  const { scrollHeight, clientHeight } = await body.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
  expect(scrollHeight, 'the fields are taller than the sheet, so they scroll').toBeGreaterThan(clientHeight);
  const sheetBox = (await sheet.boundingBox())!;
  expect(sheetBox.y + sheetBox.height, 'a bottom sheet').toBeCloseTo(viewport.height, 0);
  expect(sheetBox.width).toBe(viewport.width);
  for (const position of ['middle', 'end'] as const) {
    await body.evaluate((el, at) => el.scrollTo(0, at === 'end' ? el.scrollHeight : el.scrollHeight / 2 - el.clientHeight / 2), position);
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const title = (await sheet.getByRole('heading').first().boundingBox())!;
    const button = (await action.boundingBox())!;
    expect(title.y, `title in view (${position})`).toBeGreaterThanOrEqual(sheetBox.y);
    expect(button.y + button.height, `action in view (${position})`).toBeLessThanOrEqual(viewport.height);
    expect(button.y, `action in view (${position})`).toBeGreaterThan(title.y + title.height);
    expect(button.height).toBeGreaterThanOrEqual(44);
  }
}

test.describe('games on a phone (issue 27)', () => {
  test('a member plays a game on the whole screen, and Exit returns to the list', async ({ page }) => {
    await logInAsDemo(page);
    await page.goto('/rng?filter=HOT');
    await page.getByRole('button', { name: MY.play('Fortune Tiger') }).click();
    const frame = page.getByTitle(MY.frame('Fortune Tiger'));
    await expect(frame).toBeVisible();
    await expect(frame.contentFrame().getByText('DEMO · PLAY MONEY')).toBeInViewport();
    await expectFillsTheScreen(page, frame);
    // The bar: the balance and Deposit beside Exit.
    await expect(page.getByRole('toolbar').getByRole('link')).toHaveAttribute('href', /\/member\/deposit/);

    await page.getByRole('button', { name: MY.exit }).click();
    await expect(frame).toBeHidden();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/rng?filter=HOT');
    await expect(page.getByRole('button', { name: MY.play('Fortune Tiger') })).toBeInViewport();
  });

  // The journey of the issue: the contract lets a trial session launch a game on play money (launchGame's
  // x-allowed-roles, contract 2.1.0), so the button signs the guest in for free play and opens that game.
  test("a guest's free-trial button opens that game on the whole screen, and Exit returns", async ({ page }) => {
    await page.goto('/rng?filter=HOT');
    await page.getByRole('button', { name: MY.freeTrial('Fortune Tiger') }).click();
    const frame = page.getByTitle(MY.frame('Fortune Tiger'));
    await expect(frame).toBeVisible();
    await expectFillsTheScreen(page, frame);
    await page.getByRole('button', { name: MY.exit }).click();
    await expect(frame).toBeHidden();
    // Still a trial user: the free-trial button stays.
    await expect(page.getByRole('button', { name: MY.freeTrial('Fortune Tiger') })).toBeVisible();
  });

  test('the register sheet keeps its title and its action in view while the fields scroll', async ({ page }) => {
    await page.goto('/register');
    const sheet = page.getByRole('dialog', { name: MY.register });
    await expect(sheet.locator('input[name="username"]')).toBeVisible();
    await expectPinnedWhileScrolling(page, sheet, sheet.locator('.ui-tabs__panel:not([hidden]) form button[type="submit"]'));
  });

  test('the login sheet with the keyboard up (412 x 480) keeps its title and Log in in view while the fields scroll', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 480 });
    await page.goto('/login');
    const sheet = page.getByRole('dialog', { name: MY.logIn });
    await expect(sheet.locator('input[name="username"]')).toBeVisible();
    await expectPinnedWhileScrolling(page, sheet, sheet.locator('form:has(input[name="username"]) button[type="submit"]'));
  });
});

test('each "Start now" of the sports centre keeps its words on one line at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/sports?lang=my');
  const buttons = page.getByRole('main').getByRole('button', { name: /ကို ယခု စကစားရန်$/ });
  await expect(buttons.first()).toBeVisible();
  const lines = await buttons.evaluateAll((all) =>
    all.map((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top + rect.height / 2)));
      return `${button.getAttribute('aria-label')}: ${tops.size}`;
    }),
  );
  expect(lines).toEqual(lines.map((line) => line.replace(/\d+$/, '1')));
});
