import { expect, test, type Page } from '@playwright/test';
import {
  dismissPopups,
  expectClean,
  expectNotBlank,
  expireSessionAndAwaitLogin,
  logInAsAgent,
  logInAsMember,
  logInAsTrial,
  watchPage,
  type PageWatch,
} from '../../support/e2e-harness';
import { AGENT_ROUTES, GUEST_ROUTES, MEMBER_ROUTES, settled, withQuery } from '../../support/e2e-routes';

/**
 * The fault sweep (issue 14): routes as a guest, a member, a trial user and
 * an agent under the mock scenarios (README "Scenarios"): 0 uncaught page
 * errors, 0 CSP violations, never a blank screen, and where data is missing
 * a translated message with a way to retry. The CI part below is a pick that
 * runs in a few minutes; `npm run sweep` (SWEEP=full) walks every route under
 * every scenario.
 */
const FULL = process.env.SWEEP === 'full';
const SCENARIOS = FULL ? ['normal', 'server-error', 'offline', 'slow', 'timeout'] : ['server-error', 'offline', 'slow'];

type Role = 'guest' | 'member' | 'trial' | 'agent';
const PICK: Record<Role, readonly string[]> = FULL
  ? { guest: GUEST_ROUTES, member: MEMBER_ROUTES, trial: ['/', '/rng', '/live', '/promotions', '/member/security-center'], agent: AGENT_ROUTES }
  : {
      guest: ['/', '/rng', '/promotions', '/help-centre', '/sports'],
      member: ['/member/wallet', '/member/messages', '/member/betting-record', '/member/reward-center', '/pointMall'],
      trial: ['/', '/rng'],
      agent: ['/agentHome/team-overview', '/agentHome/downlines', '/agentHome/announcements'],
    };

/** Words that betray a screen that lost its data or a message that was never translated. */
const BROKEN_TEXT = /\bundefined\b|\bNaN\b|\[object Object\]|Failed to fetch|TypeError|Unexpected token/;

const FAILING = new Set(['server-error', 'offline', 'timeout']);
const RETRY = /^(Try again|Retry|Reload)$/;

let watch: PageWatch;
test.beforeEach(async ({ page }) => {
  watch = await watchPage(page);
  await dismissPopups(page);
});
test.afterEach(() => expectClean(watch));

async function signIn(page: Page, role: Role) {
  if (role === 'member') await logInAsMember(page);
  if (role === 'trial') await logInAsTrial(page);
  if (role === 'agent') await logInAsAgent(page);
}

async function visit(page: Page, route: string, scenario: string) {
  await page.goto(withQuery(route, { scenario }));
  // The time-out scenario never answers: the site's own time-out (15 s) has to end the wait.
  await settled(page, scenario === 'timeout' ? 180_000 : 30_000);
  await expectNotBlank(page);
  const text = await page.locator('body').innerText();
  expect.soft(text, `${route} under ${scenario}`).not.toMatch(BROKEN_TEXT);
  if (FAILING.has(scenario)) {
    // Something was missing: a translated message says so, with a way to try again.
    const retry = page.getByRole('button', { name: RETRY });
    const said = page.getByRole('alert').or(page.locator('.query-state--error'));
    if ((await said.count()) > 0) await expect.soft(retry.first(), `${route} under ${scenario}: a retry`).toBeVisible();
  }
}

for (const role of ['guest', 'member', 'trial', 'agent'] as const) {
  test(`${role}: ${PICK[role].length} routes × ${SCENARIOS.join(', ')}`, async ({ page }) => {
    test.setTimeout(PICK[role].length * SCENARIOS.length * (FULL ? 120_000 : 40_000) + 60_000);
    await signIn(page, role);
    for (const scenario of SCENARIOS) {
      for (const route of PICK[role]) await visit(page, route, scenario);
    }
    // Back to normal: the session survived the faults.
    await page.goto(withQuery(PICK[role][0]!, { scenario: 'normal' }));
    await settled(page);
    if (role !== 'guest') await expect(page.getByRole('link', { name: /Log in/ })).toHaveCount(0);
  });
}

// Long: each try waits VITE_API_TIMEOUT_MS (15 s) and the query tries again before giving up; `npm run sweep` only.
test('a call that times out ends in a message with a retry, and the retry works once the server answers', async ({ page }) => {
  test.skip(!FULL, 'part of npm run sweep');
  test.setTimeout(240_000);
  await page.goto(withQuery('/promotions', { scenario: 'timeout' }));
  const retry = page.getByRole('button', { name: RETRY }).first();
  await expect(retry).toBeVisible({ timeout: 180_000 });
  await expectNotBlank(page);
  // The server is back: the retry brings the promotions.
  await page.evaluate(() => sessionStorage.setItem('mock-scenario', 'normal'));
  await retry.click();
  await expect(page.getByRole('link', { name: /^Details of / }).first()).toBeVisible();
});

test('a session that ends mid-visit on the inbox leads to the login dialog, then back to the inbox', async ({ page }) => {
  test.setTimeout(120_000);
  await logInAsMember(page);
  await page.goto(withQuery('/member/messages'));
  await settled(page);
  const dialog = await expireSessionAndAwaitLogin(page);
  await dialog.getByRole('textbox', { name: 'Username' }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/messages/);
  await expect(dialog).toBeHidden();
});
