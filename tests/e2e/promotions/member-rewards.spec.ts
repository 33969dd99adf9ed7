import { type Page } from '@playwright/test';
import { logInAsMember } from '../../support/e2e-harness';
import { expect, test } from '../../support/e2e-test';

/**
 * Issue 10, the rewards journey in Chromium against the built site on mocks:
 * a guest reads the promotions, is asked to log in to apply, comes back as
 * demo, applies, and sees the new status on the card and in the reward centre.
 */
test.beforeEach(() => {
  // Each journey logs in and walks several screens: slow when the machine is busy.
  test.slow();
});

async function logInAsDemo(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username', { exact: true }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  // Signed in once the member bar shows the balance (the members' announcement popup may open meanwhile).
  await expect(page.getByLabel('Balance', { exact: true })).toBeVisible();
}

test('applies to a promotion from /promotions after logging in, and sees its new status', async ({ page }) => {
  await page.goto('/promotions?category=rng&lang=en');
  const card = page.getByRole('article', { name: 'Weekly slot reload 30%' });
  await expect(card.getByText('Open', { exact: true })).toBeVisible();

  // A guest reads, but applying asks for a login first; the login brings us back to the filter.
  await card.getByRole('button', { name: 'Log in to apply to Weekly slot reload 30%' }).click();
  await logInAsDemo(page);
  await expect(page).toHaveURL(/\/promotions\?category=rng/);

  await card.getByRole('button', { name: 'Apply now to Weekly slot reload 30%' }).click();
  await expect(card.getByText('Applying', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /Apply/ })).toHaveCount(0);

  // The reward centre shows the same status.
  await page.goto('/member/reward-center?tab=inProgress');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Weekly slot reload 30%' }) });
  await expect(row.getByText('Applying', { exact: true })).toBeVisible();
});

test('claims a reward in the reward centre: the balance in the header grows', async ({ page }) => {
  await page.goto('/login?lang=en');
  await logInAsDemo(page);
  await page.goto('/member/reward-center?tab=claimable');
  const menu = page.getByRole('navigation', { name: 'Member centre' });
  await expect(menu.getByTestId('count-rewardCenter')).toHaveText('4');
  await page.getByRole('button', { name: 'Claim the reward of Live casino cashback 5%' }).click();
  await expect(page.getByText('Rewards ready to claim: 3')).toBeVisible();
  await expect(menu.getByTestId('count-rewardCenter')).toHaveText('3');
  await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 12,404.47');
});

test('the invite-friends counts fit a 360 px phone in Burmese: the cards wrap, the page never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await logInAsMember(page);
  await page.goto('/member/referral?lang=my');
  // Friends invited, Qualified, Reward earned (locales/my/promotions.po).
  for (const name of ['ဖိတ်ခေါ်ထားသော သူငယ်ချင်းများ', 'အရည်အချင်းပြည့်မီ', 'ရရှိသော ဆုလာဘ်']) {
    const count = page.getByRole('term').filter({ hasText: name }).locator('..');
    await expect(count).toBeVisible();
    const box = (await count.boundingBox())!;
    expect(box.x + box.width, `"${name}" ends inside the screen`).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
