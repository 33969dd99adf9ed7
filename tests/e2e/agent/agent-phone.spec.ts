import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../../support/e2e-test';

/**
 * The agent on a phone (issue 27), at 412 x 915 in Burmese, the site's
 * default: agent1 signs in at /agent with the language switch at hand and the
 * form first, creates a downline and transfers to it from the phone layout,
 * finding the row's worded actions by their Burmese names.
 */

/** The Burmese catalogs (msgid -> msgstr), so the journey reads the screen as a Burmese agent does. */
const catalog = new Map<string, string>();
for (const file of readdirSync(join('locales', 'my')).filter((name) => name.endsWith('.po'))) {
  const lines = readFileSync(join('locales', 'my', file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    const id = line.match(/^msgid (".+")$/)?.[1];
    const str = lines[index + 1]?.match(/^msgstr (".+")$/)?.[1];
    if (id && str) catalog.set(JSON.parse(id) as string, JSON.parse(str) as string);
  });
}

/** A message in Burmese, its placeholders filled. */
function my(message: string, values: Record<string, string> = {}): string {
  const text = catalog.get(message);
  if (!text) throw new Error(`No Burmese for "${message}"`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** A control a thumb can hit (WCAG 2.5.5): at least 44 x 44 px. */
async function expectTouchTarget(control: Locator) {
  const box = await control.boundingBox();
  expect(box, 'the control is on screen').not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
}

test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

test('an agent signs in, creates a downline and transfers to it on a phone, in Burmese', async ({ page }) => {
  await page.goto('/agent');
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(page.getByRole('combobox', { name: my('Language') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: my('Language') })).toHaveValue('MY');
  const card = page.getByRole('region', { name: my('Agent login') });
  // The form comes before the pitch on a phone.
  const pitch = page.getByRole('heading', { level: 1, name: my('Grow with us as an agent') });
  expect((await card.boundingBox())!.y).toBeLessThan((await pitch.boundingBox())!.y);
  await expectNoSidewaysScroll(page);
  await card.getByLabel(my('Username'), { exact: true }).fill('agent1');
  await card.getByLabel(my('Password'), { exact: true }).fill('Agent@1234');
  await card.getByRole('button', { name: my('Log in as agent') }).click();
  await expect(page).toHaveURL(/\/agentHome\/team-overview/);
  await expect(page.getByRole('combobox', { name: my('Language') })).toBeVisible();

  await page.goto('/agentHome/register-center');
  await expect(page.getByRole('heading', { level: 1, name: my('Create account') })).toBeVisible();
  await page.getByLabel(my('Username'), { exact: true }).fill('phoneplayer01');
  await page.getByLabel(my('Mobile number'), { exact: true }).fill('0165551299');
  await page.getByLabel(my('Password'), { exact: true }).fill('Lucky2026');
  await page.getByLabel(my('Confirm password'), { exact: true }).fill('Lucky2026');
  await page.getByRole('button', { name: my('Create account') }).click();
  const created = page.getByRole('status').filter({ hasText: 'phoneplayer01' });
  await expect(created).toBeVisible();
  await expectNoSidewaysScroll(page);

  await created.getByRole('link').click();
  await expect(page).toHaveURL(/\/agentHome\/downlines\?.*q=phoneplayer01/);
  // On a phone the team is a list of cards (issue 32), one per account.
  const list = page.getByRole('list', { name: my('Team accounts') });
  const row = list.getByRole('listitem').filter({ hasText: 'phoneplayer01' });
  await expect(row).toContainText('0.00');
  // The row's actions are worded (not a bare tray icon) and a thumb's size.
  const transfer = row.getByRole('button', { name: my('Transfer to {account}', { account: 'phoneplayer01' }) });
  await expect(transfer).toHaveText(my('Transfer'));
  const offer = row.getByRole('button', { name: my('Offer a contract to {account}', { account: 'phoneplayer01' }) });
  await expect(offer).toHaveText(my('Contract'));
  await expectTouchTarget(transfer);
  await expectTouchTarget(offer);
  await expectNoSidewaysScroll(page);

  const balance = page.getByLabel(my('Balance'), { exact: true });
  await expect(balance).toHaveText('RM 56,000.00');
  await transfer.click();
  const dialog = page.getByRole('dialog', { name: my('Transfer to a downline') });
  await dialog.getByLabel(my('Amount'), { exact: true }).fill('300');
  await dialog.getByLabel(my('Payment password'), { exact: true }).fill('123456');
  await dialog.getByRole('button', { name: my('Transfer'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('300.00');
  await expect(balance).toHaveText('RM 55,700.00');
});
