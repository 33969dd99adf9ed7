import { type Page } from '@playwright/test';
import { expect, test } from '../../support/e2e-test';

// The contract modal is what some of these journeys are about: only the announcements are closed for them.
test.use({ dismissed: ['announcements'] });

/**
 * Issue 10 journeys for demo in Chromium against the built site on mocks:
 * read a message and watch the badges drop, redeem in the points mall, accept
 * the upline's contract from the modal that opens after the login, and a
 * deposit credited in real time (the mock socket pushes it; no reload).
 */

async function logInAsDemo(page: Page, from = '/') {
  await page.goto(`/login?lang=en&redirect=${encodeURIComponent(from)}`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  // Login loads the member, settings and flags: slow when the machine is busy.
  await expect(dialog).toBeHidden({ timeout: 45_000 });
}

/** The contract modal opens by itself after the login (demo has an offer waiting); close it. */
async function closeContracts(page: Page) {
  const modal = page.getByRole('dialog', { name: 'Contracts' });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();
}

test.describe('member centre, part 2', () => {
  // Each journey logs in and walks several screens; CI shares two busy cores.
  test.describe.configure({ timeout: 120_000 });

  test('demo reads a message and both unread badges drop at once', async ({ page }) => {
    await logInAsDemo(page, '/member/messages');
    await closeContracts(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Messages, 3 unread' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Member centre' });
    await expect(menu.getByTestId('count-messageV2')).toHaveText('3');

    const inbox = page.getByRole('list', { name: 'Inbox' });
    await inbox.getByRole('button', { name: /Weekend reload bonus/ }).click();
    const message = page.getByRole('dialog', { name: 'Weekend reload bonus: 30% up to RM 300' });
    await expect(message.getByRole('heading', { name: 'Weekend reload bonus', exact: true })).toBeVisible();
    await message.getByRole('button', { name: 'Close' }).last().click();

    await expect(header.getByRole('link', { name: 'Messages, 2 unread' })).toBeVisible();
    await expect(menu.getByTestId('count-messageV2')).toHaveText('2');
    await expect(page.getByText('Unread messages come first: 2 unread.')).toBeVisible();
    // The mock world keeps it: a reload still says two.
    await page.reload();
    await expect(header.getByRole('link', { name: 'Messages, 2 unread' })).toBeVisible();
  });

  test('demo redeems a reward in the points mall with the payment password', async ({ page }) => {
    await logInAsDemo(page, '/pointMall');
    await closeContracts(page);
    const balance = page.getByRole('region', { name: 'Points balance' });
    await expect(balance).toContainText('435');
    await page.getByRole('list', { name: 'Rewards' }).getByRole('button', { name: 'Redeem 10 free spins' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem 10 free spins' });
    await dialog.getByLabel('Payment password', { exact: true }).fill('wrong-one');
    await dialog.getByRole('button', { name: 'Redeem for 50 points' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The payment password is incorrect.');
    await dialog.getByLabel('Payment password', { exact: true }).fill('Demo@1234');
    await dialog.getByRole('button', { name: 'Redeem for 50 points' }).click();
    await expect(dialog).toBeHidden();
    await expect(balance).toContainText('385');

    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const history = page.getByRole('table', { name: 'Redeem history' });
    await expect(history.getByRole('row').nth(1)).toContainText('10 free spins');
    await expect(history.getByRole('row').nth(1)).toContainText('In process');
  });

  test('demo accepts the upline’s contract from the modal that opens after the login', async ({ page }) => {
    await logInAsDemo(page);
    const modal = page.getByRole('dialog', { name: 'Contracts' });
    const offer = modal.getByRole('article', { name: 'Dividend' });
    await expect(offer).toContainText('From agent1', { timeout: 30_000 });
    await expect(offer).toContainText('Weekly');
    await expect(offer.getByRole('cell', { name: '30%' })).toBeVisible();
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('You agreed to the Dividend contract.')).toBeVisible();
    await expect(modal.getByText('No offers are waiting.')).toBeVisible();
    await expect(modal.getByRole('region', { name: 'Your contracts' }).getByRole('article', { name: 'Dividend' })).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).first().click();

    // The member centre shows the same, and the modal does not come back on a reload.
    await page.goto('/member/contracts?lang=en');
    await expect(page.getByRole('heading', { name: 'Contracts', level: 1 })).toBeVisible();
    await expect(page.getByText('No offers are waiting.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Contracts' })).toHaveCount(0);
  });

  test('a deposit credited in real time: a toast, and the header balance moves without a reload', async ({ page }) => {
    await logInAsDemo(page, '/member/messages');
    await closeContracts(page);
    const balance = page.getByLabel('Balance', { exact: true });
    await expect(balance).toHaveText('RM 12,345.67');
    // The mock world credits a deposit and pushes `depositCredited` down the member socket.
    const status = await page.evaluate(async () => {
      const { token } = JSON.parse(sessionStorage.getItem('session') ?? '{}') as { token?: string };
      const res = await fetch('/__mock/member-event', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', token: token ?? '' },
        body: JSON.stringify({ type: 'depositCredited', amount: 500 }),
      });
      return res.status;
    });
    expect(status).toBe(200);
    await expect(page.getByText('Your deposit of RM 500.00 is credited to your wallet.')).toBeVisible();
    await expect(balance).toHaveText('RM 12,845.67');
    // A new message arrives the same way and raises the badge.
    await page.evaluate(async () => {
      const { token } = JSON.parse(sessionStorage.getItem('session') ?? '{}') as { token?: string };
      await fetch('/__mock/member-event', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', token: token ?? '' },
        body: JSON.stringify({ type: 'newMessage' }),
      });
    });
    await expect(page.getByText('You have a new message.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Messages, 4 unread' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Inbox' }).getByRole('button').first()).toContainText('A message just for you');
  });
});
