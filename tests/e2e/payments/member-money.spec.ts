import { type Page } from '@playwright/test';
import { expect, test } from '../../support/e2e-test';
import { chooseFromAccountMenu } from '../../support/e2e-harness';

/**
 * The money journeys of issue 9 in Chromium against the built site on mocks:
 * a transfer between wallets, a deposit until it is credited (the demo
 * credits about 10 s after "I have paid"), and a withdrawal through its
 * confirmation step. Each waits for the state a person would see, never for time.
 */
// Three pages, a login and a credit that takes about 10 s, on two shared cores.
test.describe.configure({ timeout: 120_000 });

async function logInAsDemo(page: Page) {
  await page.goto('/login?lang=en');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 12,345.67');
}

test.describe('member money', () => {
  test('transfers into a game wallet and brings everything back to main', async ({ page }) => {
    await logInAsDemo(page);
    await chooseFromAccountMenu(page, 'Demo Player', 'Security centre');
    await expect(page).toHaveURL(/\/member\/security-center/);
    await page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Wallet' }).click();

    await page.getByRole('button', { name: 'Transfer in to JDB Gaming' }).click();
    await page.getByLabel('Amount', { exact: true }).fill('345.67');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByTestId('wallet-JDB')).toHaveText('RM 345.67');
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 12,000.00');

    await page.getByRole('button', { name: 'All back to main' }).click();
    await expect(page.getByTestId('wallet-MAIN')).toHaveText('RM 12,676.17');
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 12,676.17');
  });

  test('deposits by DuitNow QR until it is credited', async ({ page }) => {
    await logInAsDemo(page);
    await page.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/member\/deposit/);
    await page.getByText('DuitNow QR', { exact: true }).click();
    await page.getByRole('button', { name: 'RM 300.00' }).click();
    await page.getByText('Daily reload 10%').click();
    await expect(page.getByLabel('Summary')).toContainText('RM 330.00');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page.getByRole('img', { name: 'QR code to pay RM 300.00' })).toBeVisible();
    await expect(page).toHaveURL(/order=DP-/);
    await page.getByRole('button', { name: 'I have paid' }).click();
    await expect(page.getByText('Payment under review')).toBeVisible();
    // The demo credits about 10 s later; the page and the header follow by themselves.
    await expect(page.getByText('Deposit credited')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 12,675.67', { timeout: 15_000 });
  });

  test('withdraws to the bank and confirms the receipt', async ({ page }) => {
    await logInAsDemo(page);
    await page.getByRole('link', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/member\/withdraw/);
    await expect(page.getByTestId('withdrawable')).toHaveText('RM 12,000.00');

    await page.getByLabel('Amount', { exact: true }).fill('12000.01');
    await page.getByLabel('Payment password', { exact: true }).fill('246810');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('The amount is more than the RM 12,000.00 available.')).toBeVisible();

    await page.getByLabel('Amount', { exact: true }).fill('500');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText('RM 11,845.67');

    const withdrawal = page.getByRole('listitem', { name: /RM 500\.00/ });
    await expect(withdrawal.getByText('Paid · please confirm')).toBeVisible({ timeout: 30_000 });
    await expect(withdrawal.getByText(/Counts as received at .+ \(in \d+ min\)/)).toBeVisible();
    await expect(page.getByRole('note')).toContainText('a forced receipt is not refunded');
    await withdrawal.getByRole('button', { name: 'Received RM 500.00', exact: true }).click();
    // Asked once more, with what is confirmed (issue 27, 28).
    const asked = page.getByRole('dialog', { name: 'Confirm receipt?' });
    await expect(asked).toContainText('A confirmed receipt is final and is not refunded.');
    await asked.getByRole('button', { name: 'Yes, received' }).click();
    await expect(withdrawal.getByText('Received', { exact: true })).toBeVisible();
  });
});

test('the consolidated funds show each amount on one line at 360 and 412 px in Burmese', async ({ page }) => {
  await logInAsDemo(page);
  for (const width of [360, 412]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/member/wallet?lang=my');
    // Consolidated funds, Main wallet, Game wallets, Held for withdrawal (locales/my/wallet.po).
    const funds = page.getByRole('region', { name: 'စုစုပေါင်း ရန်ပုံငွေ' });
    await expect(funds.getByRole('definition')).toHaveCount(4);
    // The lines each amount's text is drawn on: "RM" above its figure was two.
    const lines = await funds.getByRole('definition').evaluateAll((amounts) =>
      amounts.map((amount) => {
        const range = document.createRange();
        range.selectNodeContents(amount);
        return `${amount.textContent}: ${new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size}`;
      }),
    );
    expect(lines, `at ${width} px`).toEqual(lines.map((line) => line.replace(/\d+$/, '1')));
  }
});

test('the deposit methods show each amount of their range on one line at 360 px in Burmese', async ({ page }) => {
  await logInAsDemo(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/member/deposit?lang=my');
  // How you pay (locales/my/payments.po): four methods, each with its smallest and largest amount.
  const methods = page.getByRole('group', { name: 'ငွေပေးချေမည့် နည်းလမ်း' });
  await expect(methods.getByRole('radio')).toHaveCount(4);
  // Each amount is a text of its own (a React text node, or a span of it): the lines it is drawn on.
  const lines = await methods.evaluate((group) => {
    const walker = document.createTreeWalker(group, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/^RM\u00a0[\d,]+\.\d\d$/.test(node.textContent ?? '') || !node.parentElement?.closest('label')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      found.push(`${node.textContent}: ${new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size}`);
    }
    return found;
  });
  expect(lines).toHaveLength(8);
  expect(lines).toEqual(lines.map((line) => line.replace(/\d+$/, '1')));
});
