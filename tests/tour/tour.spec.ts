import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInAsAgent, logInAsMember } from '../support/e2e-harness';
import { AGENT_ROUTES, DIALOG_ROUTES, GUEST_ROUTES, MEMBER_ROUTES, settled, withQuery } from '../support/e2e-routes';
import { POPUPS } from '../support/e2e-test';
import { trackRequests, waitForQuietPage } from '../support/phone-layout';

/**
 * The screenshot tour (issue 27; `npm run tour`, see scripts/tour.mjs): every route and main dialog at 360, 412 and
 * 1440 px, in Burmese and English, as a guest, `demo` and `agent1`, full page, into TOUR_DIR/<who>/<lang>-<width>/.
 * `npm run tour -- -g guest`, TOUR_LANGS=my and TOUR_WIDTHS=412,360 take a part of it.
 * The popups that open by themselves are shot once (the lobby's announcements, the contract offer after a login),
 * then closed with Escape.
 */
const dir = process.env.TOUR_DIR ?? 'tour';
/** TOUR_LANGS=my and TOUR_WIDTHS=412 narrow a tour down (`npm run tour -- -g guest` picks who). */
const pick = <T extends string | number>(all: readonly T[], wanted = ''): T[] => all.filter((item) => !wanted || wanted.split(',').includes(String(item)));
const LANGUAGES = pick(['my', 'en'], process.env.TOUR_LANGS);
const PHONES = pick([412, 360], process.env.TOUR_WIDTHS);
const DESKTOPS = pick([1440], process.env.TOUR_WIDTHS);
const HEIGHT = 915;

const slug = (route: string) => (route === '/' ? 'lobby' : route.replace(/^\//, '').replace(/[/?=&]+/g, '-'));

type Shooter = { page: Page; widths: readonly number[] };

async function shoot(target: Shooter, who: string, lang: string, name: string, requests: ReturnType<typeof trackRequests>) {
  for (const width of target.widths) {
    if (target.page.viewportSize()?.width !== width) {
      await target.page.setViewportSize({ width, height: width > 1000 ? 900 : HEIGHT });
      await waitForQuietPage(target.page, requests);
    }
    const folder = join(dir, who, `${lang}-${width}`);
    mkdirSync(folder, { recursive: true });
    await target.page.screenshot({ path: join(folder, `${name}.png`), fullPage: true, animations: 'disabled' });
  }
}

/** Walks `routes` in one language: the first is loaded, the others reached in the page (the router follows the history). */
async function walk(target: Shooter, who: string, routes: readonly string[], requests: ReturnType<typeof trackRequests>) {
  const dialogs = target.page.getByRole('dialog');
  for (const lang of LANGUAGES) {
    for (const [index, route] of routes.entries()) {
      const url = withQuery(route, { lang });
      if (index === 0) await target.page.goto(url);
      else await target.page.evaluate((href) => window.history.pushState(null, '', href), url);
      await settled(target.page);
      await waitForQuietPage(target.page, requests);
      const routeDialog = DIALOG_ROUTES.some(([path]) => path === route);
      // The popups that open by themselves: shot once, then closed.
      while ((await dialogs.count()) > (routeDialog ? 1 : 0)) {
        const title = await target.page.evaluate(() => {
          const dialog = Array.from(document.querySelectorAll('[role="dialog"]')).at(-1);
          const labelledBy = dialog?.getAttribute('aria-labelledby');
          return (labelledBy && document.getElementById(labelledBy)?.textContent) || dialog?.getAttribute('aria-label') || '';
        });
        const kind = Object.entries(POPUPS).find(([, name]) => name.test(title.trim()));
        await shoot(target, who, lang, `popup-${kind?.[0] ?? 'dialog'}-over-${slug(route)}`, requests);
        await target.page.keyboard.press('Escape');
        await waitForQuietPage(target.page, requests);
      }
      await shoot(target, who, lang, slug(route), requests);
    }
  }
}

async function tour(browser: Browser, who: string, routes: readonly string[], logIn?: (page: Page) => Promise<void>) {
  for (const [widths, mobile] of [
    [PHONES, true],
    [DESKTOPS, false],
  ] as const) {
    const [first] = widths;
    if (first === undefined) continue;
    const context = await browser.newContext({ viewport: { width: first, height: HEIGHT }, isMobile: mobile, hasTouch: mobile });
    const page = await context.newPage();
    const requests = trackRequests(page);
    if (logIn) {
      await logIn(page);
      await expect(page.locator('#root')).not.toBeEmpty();
    }
    await walk({ page, widths }, who, routes, requests);
    await context.close();
  }
}

test.describe.configure({ timeout: 1_800_000 });

test('guest: every route, log in, register and help', async ({ browser }) => {
  await tour(browser, 'guest', [...GUEST_ROUTES, ...DIALOG_ROUTES.map(([route]) => route)]);
});

test('demo: every member-centre and account page', async ({ browser }) => {
  await tour(browser, 'demo', MEMBER_ROUTES, (page) => logInAsMember(page));
});

test('agent1: every agent-centre page', async ({ browser }) => {
  await tour(browser, 'agent1', AGENT_ROUTES, (page) => logInAsAgent(page));
});
