import { expect, type Page } from '@playwright/test';
import { dismissPopups as dismiss } from './e2e-test';

/**
 * What the hardening journeys watch on a page (issue 14), kept in Node so it
 * survives navigations: uncaught page errors, CSP violations (the page's
 * `securitypolicyviolation` events), `alert`-style dialogs, and the XSS flag
 * (`__xss(n)`, called by a payload of tests/support/xss-payloads.ts if it
 * ever runs, from the page or any same-origin frame; `xss:n` posted from a
 * frame that cannot reach it).
 */
export type PageWatch = {
  errors: string[];
  cspViolations: string[];
  xssHits: number[];
  dialogs: string[];
};

export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { errors: [], cspViolations: [], xssHits: [], dialogs: [] };
  page.on('pageerror', (error) => watch.errors.push(`${page.url()}: ${error.message}`));
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  await page.exposeFunction('__xss', (n: number) => watch.xssHits.push(Number(n)));
  await page.exposeFunction('__cspViolation', (text: string) => watch.cspViolations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`);
    });
    window.addEventListener('message', (event) => {
      const match = typeof event.data === 'string' ? /^xss:(\d+)$/.exec(event.data) : null;
      if (match) (window as unknown as { __xss: (n: number) => void }).__xss(Number(match[1]));
    });
  });
  return watch;
}

/** Nothing went wrong on the watched page so far. */
export function expectClean(watch: PageWatch): void {
  expect.soft(watch.errors, 'uncaught page errors').toEqual([]);
  expect.soft(watch.cspViolations, 'CSP violations').toEqual([]);
  expect.soft(watch.xssHits, 'XSS payloads that ran').toEqual([]);
  expect.soft(watch.dialogs, 'alert, confirm or prompt dialogs').toEqual([]);
}

/** The page shows something: a heading, a main landmark with text or a dialog (never a blank screen). */
export async function expectNotBlank(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect.poll(async () => (await page.locator('body').innerText()).trim().length, { message: `${page.url()} is blank` }).toBeGreaterThan(20);
}

/** Announcements and the contract offer open by themselves; journeys not about them close them when they get in the way. */
export async function dismissPopups(page: Page): Promise<void> {
  await dismiss(page, ['announcements', 'contracts']);
}

/** Logs a demo member in through the login dialog (English), landing on `to`. */
export async function logInAsMember(page: Page, username = 'demo', password = 'Demo@1234', to = '/'): Promise<void> {
  await page.goto(`/login?lang=en&redirect=${encodeURIComponent(to)}`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 45_000 });
  await expect(page.getByLabel('Balance', { exact: true })).toBeVisible({ timeout: 30_000 });
}

/** Starts a free-play (trial) session from the login dialog. */
export async function logInAsTrial(page: Page): Promise<void> {
  await page.goto('/login?lang=en');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Play for free without an account' }).click();
  await expect(dialog).toBeHidden({ timeout: 45_000 });
  await expect(page.getByLabel('Balance', { exact: true })).toBeVisible({ timeout: 30_000 });
}

/** Logs an agent in at /agent. */
export async function logInAsAgent(page: Page, username = 'agent1'): Promise<void> {
  await page.goto('/agent?lang=en');
  const card = page.getByRole('region', { name: 'Agent login' });
  await card.getByLabel('Username', { exact: true }).fill(username);
  await card.getByLabel('Password', { exact: true }).fill('Agent@1234');
  await card.getByRole('button', { name: 'Log in as agent' }).click();
  await expect(page).toHaveURL(/\/agentHome\//, { timeout: 45_000 });
}

/**
 * Ends every session on the mock "server" (`POST /__mock/expire-sessions`, as an expiry would) and waits for the
 * login dialog the next 401 opens. The page's own refetch may come first; otherwise a balance refresh makes the
 * call. The mock call is repeated until the mock worker answers it (a page still starting sends it to the
 * static server). The click has a short time-out: the dialog may open between the check and the click, and a click on a
 * button under a modal would wait for ever.
 */
export async function expireSessionAndAwaitLogin(page: Page) {
  // Until the mock worker controls the page, the call reaches the static server (404): ask again.
  await expect.poll(() => page.evaluate(() => fetch('/__mock/expire-sessions', { method: 'POST' }).then((response) => response.status))).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const refresh = page.getByRole('button', { name: 'Refresh balance' }).first();
  await expect(async () => {
    if (!(await dialog.isVisible())) await refresh.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

/**
 * Opens the account menu and picks an item. A popup that opens meanwhile (announcements, the contract offer) is
 * closed by the test fixture, and closing it closes the menu too: the menu is opened again until the pick lands.
 */
export async function chooseFromAccountMenu(page: Page, who: string, item: string) {
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: `Account menu: ${who}` }).click({ timeout: 2_000 });
    await menu.getByRole('menuitem', { name: item }).click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
