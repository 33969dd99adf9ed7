import { type Page } from '@playwright/test';
import { expect, test } from '../../support/e2e-test';

/**
 * Issue 27: the site held in one hand, at 412 x 915 in Burmese (the default
 * language), against the built site on mocks. A member goes from the lobby to
 * a credited deposit through the bottom tab bar (Deposit in one tap) and reads
 * a message from the count on "Me"; an agent reaches Create and More from the
 * agent tab bar. Every tap is a real click: Playwright refuses one on a
 * control that something else (the tab bar, a floating button) covers.
 */
test.use({ viewport: { width: 412, height: 915 } });
// A login and a deposit the demo credits about 10 s after "I have paid", on two shared cores.
test.describe.configure({ timeout: 120_000 });

/** The Burmese words the journeys look for (locales/my). */
const MY = {
  main: 'ပင်မလမ်းညွှန်', // the tab bar ("Main")
  logIn: 'အကောင့်ဝင်ရန်',
  username: 'အသုံးပြုသူအမည်',
  password: 'စကားဝှက်',
  balance: 'လက်ကျန်ငွေ',
  home: 'ပင်မ',
  deposit: 'ငွေသွင်း',
  me: 'ကျွန်ုပ်',
  messages: 'စာများ',
  inbox: 'စာဝင်ပုံး',
  close: 'ပိတ်ရန်',
  continueToPayment: 'ငွေပေးချေရန် ဆက်သွားမည်',
  havePaid: 'ငွေပေးချေပြီးပါပြီ',
  underReview: 'ငွေပေးချေမှုကို စစ်ဆေးနေသည်',
  credited: 'ငွေသွင်းမှု ဝင်ပြီးပါပြီ',
  newCount: (count: number) => `အသစ် ${count}`,
  overview: 'ခြုံငုံ',
  create: 'အကောင့်ဖွင့်',
  more: 'နောက်ထပ်',
  createAccount: 'အကောင့်ဖွင့်ရန်',
  announcements: 'ကြေညာချက်များ',
} as const;

const tabBar = (page: Page) => page.getByRole('navigation', { name: MY.main });

async function logInAsDemo(page: Page) {
  await page.goto('/login?lang=my');
  const dialog = page.getByRole('dialog', { name: MY.logIn });
  await dialog.getByLabel(MY.username, { exact: true }).fill('demo');
  await dialog.getByLabel(MY.password, { exact: true }).fill('Demo@1234');
  await dialog.getByRole('button', { name: MY.logIn, exact: true }).click();
  await expect(page.getByLabel(MY.balance, { exact: true })).toHaveText('RM 12,345.67', { timeout: 45_000 });
}

test.describe('the phone tab bar', () => {
  test('a member deposits from the lobby in one tap on Deposit, until it is credited', async ({ page }) => {
    await logInAsDemo(page);
    await expect(tabBar(page).getByRole('link', { name: MY.home, exact: true })).toHaveAttribute('aria-current', 'page');
    // The header keeps the balance and a labelled Deposit on a phone.
    await expect(page.getByRole('banner').getByRole('link', { name: MY.deposit, exact: true })).toBeVisible();

    await tabBar(page).getByRole('link', { name: MY.deposit, exact: true }).click();
    await expect(page).toHaveURL(/\/member\/deposit/);
    await expect(tabBar(page).getByRole('link', { name: MY.deposit, exact: true })).toHaveAttribute('aria-current', 'page');
    // On a phone a member page has a way back to "Me" and no marketing footer.
    await expect(page.getByRole('main').getByRole('link', { name: MY.me, exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeHidden();

    await page.getByText('DuitNow QR', { exact: true }).click();
    await page.getByRole('button', { name: 'RM 300.00' }).click();
    await page.getByRole('button', { name: MY.continueToPayment }).click();
    await expect(page).toHaveURL(/order=DP-/);
    await page.getByRole('button', { name: MY.havePaid }).click();
    await expect(page.getByText(MY.underReview)).toBeVisible();
    // The demo credits about 10 s later; the page and the header follow by themselves.
    await expect(page.getByText(MY.credited)).toBeVisible({ timeout: 45_000 });
    await expect(page.getByLabel(MY.balance, { exact: true })).not.toHaveText('RM 12,345.67', { timeout: 15_000 });
  });

  test('a member reads a message from the count on "Me"', async ({ page }) => {
    await logInAsDemo(page);
    // demo: three unread messages and one mission reward.
    const me = tabBar(page).getByRole('link', { name: `${MY.me} ${MY.newCount(4)}`, exact: true });
    await me.click();
    await expect(page).toHaveURL(/\/member$/);
    const list = page.getByRole('navigation', { name: MY.me, exact: true });
    await list.getByRole('link', { name: `${MY.messages} ${MY.newCount(3)}`, exact: true }).click();
    await expect(page).toHaveURL(/\/member\/messages/);

    await page.getByRole('list', { name: MY.inbox }).getByRole('button').first().click();
    const message = page.getByRole('dialog');
    await expect(message).toBeVisible();
    await message.getByRole('button', { name: MY.close }).last().click();
    await expect(message).toBeHidden();
    await expect(tabBar(page).getByRole('link', { name: `${MY.me} ${MY.newCount(3)}`, exact: true })).toBeVisible();
  });

  test('an agent reaches Create and More from the agent tab bar', async ({ page }) => {
    await page.goto('/agent?lang=en');
    const card = page.getByRole('region', { name: 'Agent login' });
    await card.getByLabel('Username', { exact: true }).fill('agent1');
    await card.getByLabel('Password', { exact: true }).fill('Agent@1234');
    await card.getByRole('button', { name: 'Log in as agent' }).click();
    await expect(page).toHaveURL(/\/agentHome\/team-overview/);
    await page.goto('/agentHome/team-overview?lang=my');

    await expect(tabBar(page).getByRole('link', { name: MY.overview })).toHaveAttribute('aria-current', 'page');
    await tabBar(page).getByRole('link', { name: MY.create, exact: true }).click();
    await expect(page).toHaveURL(/\/agentHome\/register-center/);
    await expect(page.getByRole('heading', { name: MY.createAccount, level: 1 })).toBeVisible();

    await tabBar(page).getByRole('link', { name: MY.more, exact: true }).click();
    await expect(page).toHaveURL(/\/agentHome\/more/);
    const more = page.getByRole('navigation', { name: MY.more, exact: true });
    await more.getByRole('link', { name: MY.announcements }).click();
    await expect(page).toHaveURL(/\/agentHome\/announcements/);
    // Back to More from a page without a tab of its own.
    await page.getByRole('main').getByRole('link', { name: MY.more, exact: true }).click();
    await expect(page).toHaveURL(/\/agentHome\/more/);
  });
});
