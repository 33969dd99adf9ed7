import { expect, test, type Page } from '@playwright/test';
import { logInAsAgent, logInAsMember } from '../../support/e2e-harness';
import { settled, withQuery } from '../../support/e2e-routes';
import { trackRequests, waitForQuietPage } from '../../support/phone-layout';
import { measureText, type TextFault } from '../../support/text-breaks';

/**
 * Text every script survives on a phone (issue 32, "done when"): on every record and report page, no word and no
 * number is broken across lines inside itself and no text reaches outside its box, measured with text ranges
 * (support/text-breaks.ts). The full matrix is 360 and 412 px x Burmese, Thai and English (`npm run test:e2e:text`,
 * a build with Thai); `npm test` runs its narrowest slice, 360 px in Burmese. One page per role and width; each
 * language loads the site once and reaches its routes in the page.
 */
const MEMBER_RECORDS = ['/member/betting-record', '/member/account-record', '/member/profit-loss', '/member/bonus-details'];
/** `?from=<yesterday>&to=<today>`, in this machine's time zone (the browser's too). */
function sinceYesterday(): string {
  const day = (offset: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };
  return `?from=${day(-1)}&to=${day(0)}`;
}

const AGENT_REPORTS = [
  '/agentHome/downlines',
  '/agentHome/team-betting',
  '/agentHome/user-loss',
  '/agentHome/income',
  '/agentHome/account-details',
  '/agentHome/dividend',
  '/agentHome/daily-salary',
  // From yesterday: both open on today, which holds no finished hour before 01:00 (nor a settlement before 00:05).
  `/agentHome/hourly-salary${sinceYesterday()}`,
  `/agentHome/realtime-salary${sinceYesterday()}`,
];
const FULL = process.env.E2E_TEXT_MATRIX === 'full';
const WIDTHS = FULL ? [360, 412] : [360];
const LANGUAGES = FULL ? ['my', 'th', 'en'] : ['my'];

test.use({ isMobile: true, hasTouch: true });
test.describe.configure({ timeout: FULL ? 600_000 : 240_000 });

async function expectWholeText(page: Page, routes: readonly string[], who: string) {
  const requests = trackRequests(page);
  const faults: (TextFault & { route: string })[] = [];
  for (const lang of LANGUAGES) {
    for (const [index, route] of routes.entries()) {
      const url = withQuery(route, { lang });
      // A language is chosen as the site loads: its first route loads the site, the others are reached in the page.
      if (index === 0) await page.goto(url);
      else await page.evaluate((href) => window.history.pushState(null, '', href), url);
      await settled(page);
      await waitForQuietPage(page, requests);
      // Popups that open by themselves are closed; the page under them is what is measured.
      while (await page.getByRole('dialog').count()) {
        await page.keyboard.press('Escape');
        await waitForQuietPage(page, requests);
      }
      await expect(page.locator('html'), `the build speaks ${lang}`).toHaveAttribute('lang', lang);
      // The records are on the page (cards on a phone) before they are measured.
      await expect(page.locator('main .data-card').first()).toBeVisible();
      for (const fault of await measureText(page)) faults.push({ ...fault, route: `${route} ${lang}` });
      // A box wider than the phone (a card pushed past the edge by what it holds) keeps its text inside it: the page
      // scrolling sideways says it.
      const sideways = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);
      if (sideways > 0) faults.push({ kind: 'outside', text: `the page scrolls sideways by ${sideways} px`, where: 'the page', route: `${route} ${lang}` });
    }
  }
  const lines = faults.map((fault) => `${fault.route}: ${fault.kind} "${fault.text}" in ${fault.where}`);
  console.info(`text (${who}, ${page.viewportSize()?.width} px, ${LANGUAGES.join('/')}): ${routes.length} routes, ${faults.length} faults`);
  expect(lines, 'a word or number broken inside itself, or text outside its box').toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`every member record keeps its words and numbers whole at ${width} px`, async ({ page }) => {
      await logInAsMember(page);
      await expectWholeText(page, MEMBER_RECORDS, 'demo');
    });

    test(`every agent report keeps its words and numbers whole at ${width} px`, async ({ page }) => {
      await logInAsAgent(page);
      await expectWholeText(page, AGENT_REPORTS, 'agent1');
    });
  });
}

test('the measure finds a word broken inside itself and a label outside its badge, and lets wrapped text be', async ({ page }) => {
  await page.setContent(`
    <html lang="en"><body style="margin:0;font:16px sans-serif">
      <main>
        <p id="ok" style="width:120px">A sentence that wraps between its words</p>
        <p id="broken" style="width:60px;word-break:break-all">Incomprehensibilities</p>
        <p><span class="data-table__money" style="display:inline-block;width:30px;word-break:break-all">1,973.04</span></p>
        <p><span class="badge" style="display:inline-block;height:18px;width:90px;line-height:18px">Active account here</span></p>
        <p style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Hidden label for screen readers</p>
      </main>
    </body></html>`);
  const faults = await measureText(page);
  expect(faults.map((fault) => `${fault.kind} ${fault.text}`).sort()).toEqual(
    ['broken 1,973.04', 'broken Incomprehensibilities', 'outside Active account here', 'broken 1,973.04'].sort(),
  );
});

// The measure on a real page: the same page with its titles (the game's name) squeezed and breakable anywhere shows broken words.
test('the measure finds words broken on a real record page when words may break anywhere', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await logInAsMember(page);
  await page.goto(withQuery('/member/betting-record', { lang: 'my' }));
  await expect(page.locator('main .data-card').first()).toBeVisible();
  await page.addStyleTag({ content: 'main .data-card { word-break: break-all !important; } main .data-card__title { flex: none; max-width: 48px; }' });
  const broken = (await measureText(page)).filter((fault) => fault.kind === 'broken');
  expect(broken.map((fault) => fault.where)).toContainEqual(expect.stringContaining('span.record-game'));
});
