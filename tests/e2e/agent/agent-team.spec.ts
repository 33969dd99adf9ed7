import { type Page } from '@playwright/test';
import { expect, test } from '../../support/e2e-test';

/**
 * The agent centre's team journeys (issue 11) in Chromium against the built
 * site on mocks: an agent logs in at /agent, creates a downline, finds it in
 * the team table and transfers money to it; every persona's pages open.
 */
async function logInAsAgent(page: Page, username: string) {
  await page.goto('/agent?lang=en');
  const card = page.getByRole('region', { name: 'Agent login' });
  await card.getByLabel('Username', { exact: true }).fill(username);
  await card.getByLabel('Password', { exact: true }).fill('Agent@1234');
  await card.getByRole('button', { name: 'Log in as agent' }).click();
  await expect(page).toHaveURL(/\/agentHome\/team-overview/);
}

test.describe('agent team', () => {
  test('creates a downline, finds it in the team table and transfers to it', async ({ page }) => {
    await logInAsAgent(page, 'agent1');
    const menu = page.getByRole('navigation', { name: 'Agent centre' });
    await menu.getByRole('link', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Create account', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Invite link QR code' })).toBeVisible();

    // A malformed name is explained and nothing is created.
    await page.getByLabel('Username', { exact: true }).fill('9lives');
    await page.getByLabel('Mobile number', { exact: true }).fill('0165551234');
    await page.getByLabel('Password', { exact: true }).fill('Lucky2026');
    await page.getByLabel('Confirm password', { exact: true }).fill('Lucky2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Username', { exact: true }).fill('e2eplayer01');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account e2eplayer01 created.' })).toBeVisible();

    await page.getByRole('link', { name: 'See it in your team' }).click();
    await expect(page).toHaveURL(/\/agentHome\/downlines\?.*q=e2eplayer01/);
    const table = page.getByRole('table', { name: 'Team accounts' });
    const row = table.getByRole('row', { name: /e2eplayer01/ });
    await expect(row).toContainText('0.00');

    const balance = page.getByLabel('Balance', { exact: true });
    await expect(balance).toHaveText('RM 56,000.00');
    await row.getByRole('button', { name: 'Transfer to e2eplayer01' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer to a downline' });
    await dialog.getByLabel('Amount', { exact: true }).fill('1250.75');
    await dialog.getByLabel('Payment password', { exact: true }).fill('123456');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('1,250.75');
    await expect(balance).toHaveText('RM 54,749.25');
  });

  test('drills into a downline agent and back through the breadcrumb', async ({ page }) => {
    await logInAsAgent(page, 'agent1');
    await page.goto('/agentHome/downlines?lang=en');
    await page.getByRole('button', { name: 'Open the team of agent41' }).click();
    await expect(page).toHaveURL(/path=agent41/);
    const crumbs = page.getByRole('navigation', { name: 'Team levels' });
    await expect(crumbs.getByRole('link', { name: 'agent41' })).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await expect(crumbs.getByRole('link', { name: 'agent41' })).toBeVisible();
    await crumbs.getByRole('link', { name: 'My team' }).click();
    await expect(page).not.toHaveURL(/path=/);
  });

  for (const { agent, gated, hidden } of [
    { agent: 'agent2', gated: [], hidden: ['Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary'] },
    { agent: 'agent41', gated: ['Dividend', 'Daily salary'], hidden: ['Hourly salary', 'Real-time salary'] },
    { agent: 'agent42', gated: ['Hourly salary', 'Real-time salary'], hidden: ['Dividend', 'Daily salary'] },
  ]) {
    test(`opens every team page for ${agent}, with its own gated menu`, async ({ page }) => {
      await logInAsAgent(page, agent);
      await expect(page.getByRole('heading', { name: 'Team overview', level: 1 })).toBeVisible();
      await expect(page.getByRole('figure').first()).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Agent centre' });
      for (const name of gated) await expect(menu.getByRole('link', { name })).toBeVisible();
      for (const name of hidden) await expect(menu.getByRole('link', { name })).toHaveCount(0);
      for (const [link, heading] of [
        ['Announcements', 'Announcements'],
        ['Create account', 'Create account'],
        ['Downline management', 'Downline management'],
        ['Customer service', 'Customer service'],
      ]) {
        await menu.getByRole('link', { name: link }).click();
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'Open live chat' })).toHaveAttribute('href', /livechat/);
    });
  }
});
