import { expect, test, type Page } from '@playwright/test';
import { logInAsAgent, logInAsMember } from '../../support/e2e-harness';
import { POPUPS } from '../../support/e2e-test';
import { AGENT_ROUTES, DIALOG_ROUTES, GUEST_ROUTES, MEMBER_ROUTES, settled, withQuery } from '../../support/e2e-routes';
import { formatControl, measureLayout, trackRequests, waitForQuietPage, type LayoutReport } from '../../support/phone-layout';

/**
 * Phone first (issue 27, "done when"): every route at 412 x 915 and at 360 x 800, in Burmese, as a guest, a member
 * (`demo`) and an agent (`agent1`): the page never scrolls sideways, no control is under 24 x 24 px (WCAG 2.5.8) and
 * nothing fixed covers a control. Controls from 24 up to 44 px are listed, not failed. One page per role, one visit
 * per route: the route is measured at 412 px, the screen narrows to 360 px (the smallest common phone, where the
 * referral page overflowed in session 14 and 412 px saw nothing) and it is measured again, without a second load.
 */
const WIDE = { width: 412, height: 915 };
const NARROW = { width: 360, height: 800 };
test.use({ viewport: WIDE, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 240_000 });

type Kind = 'overflow' | 'small' | 'covered';
type Known = { kind: Kind; route?: RegExp; match: RegExp; reason: string };

/**
 * Violations known and accepted for now, each with its reason (matched against "role name selector" of the control,
 * or the overflowing element). Entries that no longer match are printed at the end: remove them.
 */
const KNOWN: Known[] = [];

/**
 * The announcements and the contract offer open by themselves; they are closed with Escape, not a click: the mouse
 * a click leaves behind would hover what lies under the popup's close button (a category menu that opens on hover),
 * which a finger does not.
 */
async function closePopupsWithEscape(page: Page) {
  for (const name of Object.values(POPUPS)) {
    await page.addLocatorHandler(page.getByRole('dialog', { name }), () => page.keyboard.press('Escape'));
  }
}

/** Routes that open a dialog over the lobby (log in, register, help): measured with it open. */
const DIALOGS = new Set<string>(DIALOG_ROUTES.map(([route]) => route));

type Finding = { route: string; kind: Kind; text: string };

/** A route as a finding names it: its path, and "@360" when only the narrow screen saw it. */
const at = (route: string, width: number) => (width === WIDE.width ? route : `${route} @${width}`);

/** The same finding on several routes (the header or the footer on every page) reads as one line. */
function grouped(findings: Finding[]): string[] {
  const routes = new Map<string, string[]>();
  for (const { route, kind, text } of findings) {
    const key = `${kind}: ${text}`;
    const where = routes.get(key) ?? [];
    if (!where.includes(route)) where.push(route);
    routes.set(key, where);
  }
  return [...routes].map(
    ([key, where]) => `${key} on ${where.length > 3 ? `${where.length} routes (${where.slice(0, 3).join(', ')}, ...)` : where.join(', ')}`,
  );
}

function sortFindings(route: string, report: LayoutReport, used: Set<Known>) {
  const failures: Finding[] = [];
  const known: Finding[] = [];
  const items: [Kind, string][] = [
    ...report.overflow.map((item) => ['overflow', item] as [Kind, string]),
    ...report.small.map((item) => ['small', formatControl(item)] as [Kind, string]),
    ...report.covered.map((item) => ['covered', formatControl(item)] as [Kind, string]),
  ];
  if (report.scrollWidth > report.viewportWidth && report.overflow.length === 0) {
    items.push(['overflow', `document ${report.scrollWidth} px wide in a ${report.viewportWidth} px screen`]);
  }
  for (const [kind, text] of items) {
    const entry = KNOWN.find((candidate) => candidate.kind === kind && (!candidate.route || candidate.route.test(route)) && candidate.match.test(text));
    if (entry) used.add(entry);
    (entry ? known : failures).push({ route, kind, text: entry ? `${text} [known: ${entry.reason}]` : text });
  }
  return { failures, known };
}

const usedEntries = new Set<Known>();

test.afterAll(() => {
  const stale = KNOWN.filter((entry) => !usedEntries.has(entry));
  if (stale.length)
    console.info(`allow-list entries that matched nothing (remove them):\n${stale.map((entry) => `${entry.kind} ${entry.match}: ${entry.reason}`).join('\n')}`);
});

/** Visits each route in Burmese, measures it once it has stopped drawing, and fails on what is not allow-listed. */
async function expectFit(page: Page, routes: readonly string[], who: string) {
  const requests = trackRequests(page);
  const failures: Finding[] = [];
  const known: Finding[] = [];
  const tight: Finding[] = [];
  for (const [index, route] of routes.entries()) {
    const url = withQuery(route, { lang: 'my' });
    // The first route loads the site; the others are reached in the page, as a person would (the router follows
    // the history), which keeps the whole walk inside CI's few minutes.
    if (page.viewportSize()?.width !== WIDE.width) await page.setViewportSize(WIDE);
    if (index === 0) await page.goto(url);
    else await page.evaluate((href) => window.history.pushState(null, '', href), url);
    await settled(page);
    await waitForQuietPage(page, requests);
    // The popups that open by themselves are closed (the handlers run on this assertion); a route that opens a
    // dialog is measured with it open.
    // A closed popup may make way for the next one: until none comes.
    const dialogs = page.getByRole('dialog');
    const expected = DIALOGS.has(route) ? 1 : 0;
    do {
      await expect(dialogs).toHaveCount(expected);
      await waitForQuietPage(page, requests);
    } while ((await dialogs.count()) !== expected);
    for (const size of [WIDE, NARROW]) {
      if (size === NARROW) {
        // The same page, narrowed: what the new width re-renders (a media query's component) settles first.
        await page.setViewportSize(NARROW);
        await waitForQuietPage(page, requests);
      }
      const report = await measureLayout(page);
      const where = at(route, size.width);
      const sorted = sortFindings(where, report, usedEntries);
      const seen = new Set([...failures, ...known].filter((finding) => finding.route === route).map((finding) => finding.text));
      // A finding at both widths is one finding (the 412 px line); a narrow screen adds only what is new at 360 px.
      failures.push(...sorted.failures.filter((finding) => !seen.has(finding.text)));
      known.push(...sorted.known.filter((finding) => !seen.has(finding.text)));
      if (size === WIDE)
        tight.push(
          ...report.tight.map((control) => ({
            route,
            kind: 'small' as const,
            text: `${control.role} ${Math.round(control.height)} px tall (${control.selector})`,
          })),
        );
    }
  }
  console.info(
    [
      `phone layout (${who}, 412 and 360 px, MY): ${routes.length} routes, ${failures.length} failures, ${known.length} known, ${tight.length} controls 24-44 px (at 412 px)`,
      ...(known.length ? ['known (allow-listed):', ...grouped(known)] : []),
      ...(tight.length ? ['24-44 px (to grow to 44 px on a phone):', ...grouped(tight)] : []),
    ].join('\n'),
  );
  expect(grouped(failures), 'sideways scroll, controls under 24 x 24 px or covered by something fixed').toEqual([]);
}

test('every guest route and the dialogs a route opens fit a 412 px and a 360 px phone', async ({ page }) => {
  await closePopupsWithEscape(page);
  await expectFit(page, [...GUEST_ROUTES, ...DIALOGS], 'guest');
});

test('every member-centre page and account page fits a 412 px and a 360 px phone', async ({ page }) => {
  await closePopupsWithEscape(page);
  await logInAsMember(page);
  await expectFit(page, MEMBER_ROUTES, 'demo');
});

test('every agent-centre page fits a 412 px and a 360 px phone', async ({ page }) => {
  await closePopupsWithEscape(page);
  await logInAsAgent(page);
  await expectFit(page, AGENT_ROUTES, 'agent1');
});

test('the measure finds sideways scroll, a small control, a covered one, and lets the rest be', async ({ page }) => {
  await page.setContent(`
    <meta name="viewport" content="width=device-width">
    <body style="margin:0">
      <header style="position:fixed;bottom:0;left:0;right:0;height:80px;background:#000"><button style="width:60px;height:60px">Bar</button></header>
      <button style="width:20px;height:30px">Tiny</button>
      <button style="width:100px;height:30px">Roomy</button>
      <p>A sentence with <a href="#a">an inline link</a> in it.</p>
      <button style="visibility:hidden;width:5px;height:5px">Invisible</button>
      <div style="width:600px;height:10px" class="too-wide"></div>
      <div style="height:2000px"></div>
      <!-- a dialog over Tiny and Roomy: meant to be on top, not a cover -->
      <div role="dialog" style="position:fixed;top:0;left:0;width:200px;height:100px"><button style="width:50px;height:50px">In dialog</button></div>
      <a href="#b" style="display:block;width:100px;height:50px">Hidden last</a>
    </body>`);
  const report = await measureLayout(page);
  expect(report.scrollWidth).toBeGreaterThan(report.viewportWidth);
  expect(report.overflow).toEqual([expect.stringContaining('div.too-wide')]);
  expect(report.small.map((control) => `${control.role} ${control.name}`)).toEqual(['button Tiny']);
  expect(report.tight.map((control) => control.name)).toEqual(expect.arrayContaining(['Roomy', 'an inline link']));
  expect(report.covered.map((control) => `${control.name} under ${control.coveredBy}`)).toEqual([expect.stringMatching(/^Hidden last under header/)]);
});
