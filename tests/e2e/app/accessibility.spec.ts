import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dismissPopups, expectClean, logInAsAgent, logInAsMember, watchPage, type PageWatch } from '../../support/e2e-harness';
import { AGENT_ROUTES, DIALOG_ROUTES, GUEST_ROUTES, MEMBER_ROUTES, settled, withQuery } from '../../support/e2e-routes';

/**
 * Accessibility (issue 14): axe-core on every route of SPEC 2, every member-
 * and agent-centre page and each dialog a route opens, as a guest, a member
 * and an agent, with the WCAG 2.x A and AA rules (2.2 included): no critical
 * and no serious violation. Then the keyboard: dialogs keep and return the
 * focus, Escape closes them, and the back button closes one a route opened.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let watch: PageWatch;
test.beforeEach(async ({ page }) => {
  watch = await watchPage(page);
});
test.afterEach(() => expectClean(watch));

type Finding = { route: string; rule: string; impact: string; nodes: string[] };

/** The critical and serious violations on the page as it is now. */
async function audit(page: Page, route: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      route,
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
}

async function auditRoutes(page: Page, routes: readonly string[]): Promise<void> {
  const findings: Finding[] = [];
  for (const route of routes) {
    await page.goto(withQuery(route));
    await settled(page);
    findings.push(...(await audit(page, route)));
  }
  console.info(`axe: ${routes.length} routes, ${findings.length} critical or serious violations`);
  expect(findings).toEqual([]);
}

test.describe('axe: 0 critical, 0 serious', () => {
  test.describe.configure({ timeout: 600_000 });

  test('every guest route, with the announcements open on the lobby', async ({ page }) => {
    await auditRoutes(page, GUEST_ROUTES);
  });

  test('the dialogs a route opens: log in, register, help', async ({ page }) => {
    const findings: Finding[] = [];
    for (const [route, name] of DIALOG_ROUTES) {
      await page.goto(withQuery(route));
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await settled(page);
      findings.push(...(await audit(page, route)));
    }
    expect(findings).toEqual([]);
  });

  test('every member-centre page and account page, as a member', async ({ page }) => {
    await dismissPopups(page);
    await logInAsMember(page);
    await auditRoutes(page, MEMBER_ROUTES);
  });

  test('every agent-centre page, as an agent', async ({ page }) => {
    await logInAsAgent(page);
    await auditRoutes(page, AGENT_ROUTES);
  });
});

test.describe('keyboard', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a dialog keeps the focus inside while tabbing, and Escape closes it', async ({ page }) => {
    await page.goto(withQuery('/login'));
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Username' }).focus();
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press(step % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the back button closes a dialog a route opened (/login, /register)', async ({ page }) => {
    await page.goto(withQuery('/rng'));
    await settled(page);
    const header = page.getByRole('banner');
    for (const [link, name] of [
      ['Log in', 'Log in'],
      ['Register', 'Register'],
    ] as const) {
      await header.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/rng\?/);
      await expect(page.getByRole('dialog', { name })).toBeHidden();
    }
  });

  test('closing a dialog returns the focus to what opened it', async ({ page }) => {
    await page.goto(withQuery('/promotions'));
    await dismissPopups(page);
    const details = page.getByRole('link', { name: /^Details of / }).first();
    await details.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();
  });
});
