import { type Page } from '@playwright/test';
import { expect, test } from '../../support/e2e-test';

/**
 * Account journeys of issue 4 in Chromium against the built site on mocks
 * (demo accounts of the README). The lobby's announcement popup may open over
 * the home page at any time; it is closed whenever it gets in the way.
 */

async function openLogin(page: Page) {
  await page.goto('/login?lang=en');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function logIn(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog;
}

test.describe('accounts', () => {
  test('logs in as demo and sees the balance', async ({ page }) => {
    await openLogin(page);
    await logIn(page, 'demo', 'Demo@1234');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 12,345.67');
    await expect(page).toHaveURL(/\/\?lang=en$|\/$/);
  });

  test('fails with a wrong password, then passes the captcha', async ({ page }) => {
    const dialog = await openLogin(page);
    await logIn(page, 'demo', 'not-my-password');
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password');
    // What was typed stays.
    await expect(dialog.getByLabel('Username', { exact: true })).toHaveValue('demo');

    await logIn(page, 'demo', 'still-wrong');
    const captchaImage = dialog.getByRole('img', { name: 'Captcha' });
    await expect(captchaImage).toBeVisible();
    await expect(captchaImage).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);

    await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await dialog.getByLabel('Captcha', { exact: true }).fill('8888');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 12,345.67');
  });

  test('registers a new user', async ({ page }) => {
    await page.goto('/register?lang=en');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    const panel = dialog.getByRole('tabpanel', { name: 'Account' });
    await panel.getByLabel('Username', { exact: true }).fill('lucky2026');
    await panel.getByLabel('Mobile number', { exact: true }).fill('0165551234');
    await panel.getByRole('button', { name: 'Send code' }).click();
    await expect(panel.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await panel.getByLabel('Verification code', { exact: true }).fill('123456');
    await panel.getByLabel('Password', { exact: true }).fill('Lucky2026');
    await panel.getByLabel('Confirm password', { exact: true }).fill('Lucky2026');
    await panel.getByLabel('Captcha', { exact: true }).fill('8888');

    // Without the terms nothing is sent.
    await panel.getByRole('button', { name: 'Create account' }).click();
    await expect(panel.getByText('Please agree to the Terms and Conditions')).toBeVisible();

    await panel.getByRole('checkbox', { name: /I am over 18 years of age/ }).check();
    await panel.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 0.00');
  });

  test('signs in with one click through the identity provider pop-up, and explains a closed pop-up', async ({ page }) => {
    const dialog = await openLogin(page);
    const button = dialog.getByRole('button', { name: 'Continue with Royal ID' });

    const [cancelled] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    // Cancel closes its own window, which can end the click before Playwright hears back from it: the window's
    // close is the state waited for (it never comes unless Cancel was pressed).
    await Promise.all([
      cancelled.waitForEvent('close'),
      cancelled
        .getByRole('button', { name: 'Cancel' })
        .click()
        .catch((error: Error) => {
          if (!cancelled.isClosed()) throw error;
        }),
    ]);
    await expect(dialog.getByRole('alert')).toHaveText('Sign-in failed because the pop-up window was closed.');

    const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await popup.getByRole('button', { name: /Demo Player/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 12,345.67');
  });

  test('forces newbie to change the default password', async ({ page }) => {
    await openLogin(page);
    await logIn(page, 'newbie', '123456');
    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change).toContainText('You are using the default password.');
    await change.getByLabel('New password', { exact: true }).fill('Newbie2026');
    await change.getByLabel('Confirm new password', { exact: true }).fill('Newbie2026');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change).toBeHidden();
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 50.00');

    // The new password is the one that works from now on.
    await page.evaluate(() => sessionStorage.clear());
    const dialog = await openLogin(page);
    await logIn(page, 'newbie', '123456');
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password');
  });

  test('plays as a trial user and is blocked from member actions and real games', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Play for free without an account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 2,000.00');

    // A real game from a game card of the slots page.
    await page.goto('/rng?lang=en');
    await page
      .getByRole('article')
      .getByRole('button', { name: /^Play / })
      .filter({ visible: true })
      .first()
      .click();
    const blocked = page.getByRole('dialog', { name: 'Real account needed' });
    await expect(blocked).toContainText('A real account must be registered first.');
    await blocked.getByRole('button', { name: 'Not now' }).click();
    await expect(blocked).toBeHidden();

    // The member centre.
    await page.goto('/member?lang=en');
    await expect(blocked).toBeVisible();
    await blocked.getByRole('button', { name: 'Register now' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  });

  for (const { username, type, nickname } of [
    { username: 'agent1', type: 1, nickname: 'Agent One' },
    { username: 'agent2', type: 2, nickname: 'Agent Two' },
    { username: 'agent41', type: 41, nickname: 'Agent 41' },
    { username: 'agent42', type: 42, nickname: 'Agent 42' },
  ]) {
    test(`logs ${username} (type ${type}) in at /agent`, async ({ page }) => {
      await page.goto('/agent?lang=en');
      await expect(page.getByText('Consultation hours: Monday to Friday, 12:00 noon to 9:00 pm.')).toBeVisible();
      const card = page.getByRole('region', { name: 'Agent login' });
      await card.getByLabel('Username', { exact: true }).fill(username);
      await card.getByLabel('Password', { exact: true }).fill('Agent@1234');
      await card.getByRole('button', { name: 'Log in as agent' }).click();
      await expect(page).toHaveURL(/\/agentHome/);
      // The centre's title names its menu (ADR 0011 layouts); the page heading is the team overview's.
      await expect(page.getByRole('navigation', { name: 'Agent centre' })).toBeVisible();
      await expect(page.getByText(nickname)).toBeVisible();
      const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? '{}') as { memberType?: number; isAgent?: boolean });
      expect(stored).toMatchObject({ memberType: type, isAgent: true });
    });
  }

  test('refuses a member at /agent', async ({ page }) => {
    await page.goto('/agent?lang=en');
    const card = page.getByRole('region', { name: 'Agent login' });
    await card.getByLabel('Username', { exact: true }).fill('demo');
    await card.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await card.getByRole('button', { name: 'Log in as agent' }).click();
    await expect(card.getByRole('alert')).toHaveText('Non-agents cannot log in');
    await expect(page).toHaveURL(/\/agent\?/);
  });
});
