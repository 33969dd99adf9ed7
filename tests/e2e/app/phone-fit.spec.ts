import { type Locator, type Page } from '@playwright/test';
import { logInAsAgent, logInAsMember } from '../../support/e2e-harness';
import { settled } from '../../support/e2e-routes';
import { expect, test } from '../../support/e2e-test';

/**
 * The phone chrome in Burmese, the longest words the site shows, at the smallest common phone (360 px) and a usual
 * one (412 px): what phone-layout.spec cannot see because nothing overflows, only wraps. The guest header keeps one
 * row, the agent's tab labels one line each, and the report filters' dates have room around their day.
 */
const WIDTHS = [360, 412] as const;
test.use({ viewport: { width: 412, height: 800 }, isMobile: true, hasTouch: true });
// A login on two shared cores.
test.describe.configure({ timeout: 120_000 });

/** How many lines an element's text takes (the distinct tops of its line boxes). */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = [...range.getClientRects()]
      .filter((rect) => rect.width > 0)
      .map((rect) => rect.top)
      .sort((a, b) => a - b);
    return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 6).length;
  });
}

/** Whether an element shows all of its content (no text cut off at its edge). */
function clipped(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
}

/**
 * The boxes of every element a locator finds, read at one moment in the page: no wait per element, so a popup that
 * opens meanwhile (the lobby's announcements, closed by the journeys' handler) cannot leave a read waiting on an
 * element that moved (a rare two-minute hang in CI).
 */
function boxesOf(locator: Locator): Promise<Array<{ x: number; y: number; width: number; height: number }>> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}

async function at(page: Page, width: number, url: string) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(url);
  await settled(page);
}

test('the guest header keeps the menu, the logo, Log in and Register on one row, each word whole', async ({ page }) => {
  for (const width of WIDTHS) {
    await at(page, width, '/?lang=my');
    const bar = page.getByRole('banner').locator('.site-header__bar');
    const controls = bar.locator('a:visible, button:visible');
    await expect(controls).toHaveCount(4);
    const boxes = await boxesOf(controls);
    const middles = boxes.map((box) => box.y + box.height / 2);
    expect(Math.max(...middles) - Math.min(...middles), `one row at ${width} px`).toBeLessThan(2);
    for (const name of ['အကောင့်ဝင်ရန်', 'အကောင့်ဖွင့်ရန်']) {
      const button = bar.getByRole('link', { name, exact: true });
      expect(await lineCount(button), `"${name}" on one line at ${width} px`).toBe(1);
      expect(await clipped(button), `"${name}" whole at ${width} px`).toBe(false);
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test("the agent's tab bar shows every label on one line", async ({ page }) => {
  await logInAsAgent(page);
  for (const width of WIDTHS) {
    await at(page, width, '/agentHome/team-overview?lang=my');
    const labels = page.getByRole('navigation', { name: 'ပင်မလမ်းညွှန်' }).locator('.tab-bar__label');
    await expect(labels).toHaveCount(5);
    for (const label of await labels.all()) {
      expect(await lineCount(label), `"${await label.textContent()}" on one line at ${width} px`).toBe(1);
    }
  }
});

test("the agent's figures by period show every period's value whole, inside the screen, at 360 and 412 px", async ({ page }) => {
  await logInAsAgent(page);
  for (const width of WIDTHS) {
    await at(page, width, '/agentHome/team-overview?lang=my');
    const figures = page.locator('.compact-table');
    const values = figures.locator('td');
    // Six figures, each for today, this week and this month.
    await expect(values).toHaveCount(18);
    expect(await clipped(figures), `the figures scroll sideways at ${width} px`).toBe(false);
    const cells = await values.evaluateAll((elements) =>
      elements.map((element) => {
        const { x, width } = element.getBoundingClientRect();
        return { text: element.textContent ?? '', x, right: x + width, cut: element.scrollWidth > element.clientWidth + 1 };
      }),
    );
    for (const cell of cells) {
      expect.soft(cell.x, `"${cell.text}" inside the screen at ${width} px`).toBeGreaterThanOrEqual(0);
      expect.soft(cell.right, `"${cell.text}" inside the screen at ${width} px`).toBeLessThanOrEqual(width);
      expect.soft(cell.cut, `"${cell.text}" whole at ${width} px`).toBe(false);
    }
  }
});

test("the points mall's four tabs all show on a phone, two rows of two, at 360 and 412 px", async ({ page }) => {
  await logInAsMember(page);
  for (const width of WIDTHS) {
    await at(page, width, '/pointMall?lang=my');
    const list = page.getByRole('tablist', { name: 'ပွိုင့်ဆိုင်' });
    const tabs = list.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    expect(await clipped(list), `the tabs scroll sideways at ${width} px`).toBe(false);
    const boxes = await boxesOf(tabs);
    for (const box of boxes) {
      expect.soft(box.x, `a tab inside the screen at ${width} px`).toBeGreaterThanOrEqual(0);
      expect.soft(box.x + box.width, `a tab inside the screen at ${width} px`).toBeLessThanOrEqual(width);
      expect.soft(box.height, `a tab's height at ${width} px`).toBeGreaterThanOrEqual(44);
    }
    expect(new Set(boxes.map((box) => Math.round(box.y))).size, `two rows at ${width} px`).toBe(2);
  }
});

/** Each date field of the report's filters leaves room beside its day (24 px beyond its padding) inside the card. */
async function expectRoomyDates(page: Page, width: number) {
  const card = page.locator('.report-filters');
  const fields = card.locator('.date-field');
  await expect(fields).toHaveCount(2);
  const cardBox = (await card.boundingBox())!;
  for (const field of await fields.all()) {
    const box = (await field.boundingBox())!;
    const text = (await field.locator('.date-field__text').boundingBox())!;
    expect(box.width - text.width, `room beside "${await field.textContent()}" at ${width} px`).toBeGreaterThanOrEqual(48);
    expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  }
}

test("a member's betting record shows its dates with room at 360 and 412 px", async ({ page }) => {
  await logInAsMember(page);
  for (const width of WIDTHS) {
    await at(page, width, '/member/betting-record?lang=my');
    await expectRoomyDates(page, width);
  }
});

test("an agent's income report shows its dates with room at 360 and 412 px", async ({ page }) => {
  await logInAsAgent(page);
  for (const width of WIDTHS) {
    await at(page, width, '/agentHome/income?lang=my');
    await expectRoomyDates(page, width);
  }
});

/** The smallest height of each visible control a selector finds. */
async function shortest(page: Page, selector: string): Promise<number> {
  const controls = page.locator(`${selector} >> visible=true`);
  await expect(controls.first()).toBeVisible();
  const boxes = await boxesOf(controls);
  return Math.min(...boxes.map((box) => box.height));
}

/** On a phone each of these is at least a finger's 44 px tall (it was 32 to 40 px). */
async function expectTall(page: Page, selector: string) {
  expect.soft(await shortest(page, selector), selector).toBeGreaterThanOrEqual(44);
}

test("a member's small controls are a finger's 44 px tall on a phone: game chips and search, report chips and fields, the pager, the deposit's quick amounts", async ({
  page,
}) => {
  await logInAsMember(page);
  await at(page, 412, '/rng?lang=my');
  await expectTall(page, '.game-toolbar .chip');
  await expectTall(page, '.search-box__input');
  await at(page, 412, '/member/betting-record?lang=my');
  await expectTall(page, '.report-filters .chip');
  await expectTall(page, '.report-filters__field select');
  await at(page, 412, '/member/messages?lang=my');
  await expectTall(page, '.data-pager__size select');
  await at(page, 412, '/member/deposit?lang=my');
  await expectTall(page, '.chip');
});

test("an agent's small controls are a finger's 44 px tall on a phone: the segmented control, report chips and fields, the account search button", async ({
  page,
}) => {
  await logInAsAgent(page);
  await at(page, 412, '/agentHome/team-overview?lang=my');
  await expectTall(page, '.segmented__option');
  await at(page, 412, '/agentHome/team-betting?lang=my');
  await expectTall(page, '.report-filters .chip');
  await expectTall(page, '.report-filters__field select, .report-filters__field input:not(.date-field__input)');
  await expectTall(page, '.report-search__go');
  expect.soft((await page.locator('.report-search__go').boundingBox())!.width, 'the search button as wide as tall').toBeGreaterThanOrEqual(44);
});

test("the banners' dots are 44 x 44 px targets on a phone around the same small dot, the row inside the screen, and no arrow on the picture", async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await at(page, width, '/?lang=my');
    // Swiped and tapped by its dots: an arrow would cover the first letters of the banner's own title.
    await expect(page.locator('.banners .ui-carousel__arrow')).toHaveCount(2);
    await expect(page.locator('.banners .ui-carousel__arrow >> visible=true')).toHaveCount(0);
    const dots = page.locator('.ui-carousel .swiper-pagination-bullet >> visible=true');
    // Read once the row is there: while Swiper takes over from the still slides, the dots are drawn again.
    let boxes: Awaited<ReturnType<typeof boxesOf>> = [];
    await expect(async () => {
      boxes = await boxesOf(dots);
      expect(boxes.length, 'the lobby shows several banners').toBeGreaterThan(1);
    }).toPass({ timeout: 15_000 });
    for (const box of boxes) {
      expect.soft(box.height, `a dot's height at ${width} px`).toBeGreaterThanOrEqual(44);
      expect.soft(box.width, `a dot's width at ${width} px`).toBeGreaterThanOrEqual(44);
    }
    expect(Math.min(...boxes.map((box) => box.x)), `the dots inside the screen at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(Math.max(...boxes.map((box) => box.x + box.width))).toBeLessThanOrEqual(width);
    // The target grows, the dot a person sees does not: 8 px, the current one a 22 px pill (the content box).
    const painted = await dots.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [
          box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          box.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
        ];
      }),
    );
    expect(painted.map(([across]) => across).sort((a, b) => a! - b!)).toEqual([...Array<number>(painted.length - 1).fill(8), 22]);
    expect(painted.map(([, down]) => down)).toEqual(Array<number>(painted.length).fill(8));
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('the banner keeps its arrows on a desktop, and Next shows the next banner', async ({ page }) => {
    await page.goto('/?lang=en');
    await settled(page);
    const banners = page.locator('.banners');
    await expect(banners.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(banners.getByRole('button', { name: 'Previous' })).toBeVisible();
    const current = banners.locator('.swiper-pagination-bullet-active');
    await expect(current).toHaveAttribute('aria-label', /1/);
    await banners.getByRole('button', { name: 'Next' }).click();
    await expect(current).toHaveAttribute('aria-label', /2/);
  });

  /** The look of each chip of a group, pressed or not: its computed colours, type, padding and height. */
  async function chipLook(group: Locator) {
    await expect(group.getByRole('button', { pressed: true })).toBeVisible();
    return group.getByRole('button').evaluateAll((chips) =>
      chips.map((chip) => {
        const style = getComputedStyle(chip);
        return {
          pressed: chip.getAttribute('aria-pressed'),
          height: chip.getBoundingClientRect().height,
          look: [style.backgroundColor, style.backgroundImage, style.color, style.borderColor, style.fontSize, style.fontWeight, style.paddingLeft].join(' '),
        };
      }),
    );
  }

  /** Presses a group's first chip, and moves the mouse off the chips (a hovered chip has another colour). */
  async function press(page: Page, group: Locator) {
    await group.getByRole('button').first().click();
    await page.mouse.move(0, 0);
  }

  async function visit(page: Page, path: string) {
    await page.evaluate((href) => window.history.pushState(null, '', href), path);
    await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
    await settled(page);
  }

  test("each page's chips keep their own look whichever page loaded its styles first", async ({ page }) => {
    await logInAsMember(page);
    const groups = {
      '/rng?lang=en': page.getByRole('group', { name: 'Show', exact: true }),
      '/member/betting-record?lang=en': page.getByRole('group', { name: 'Quick date range' }),
      '/member/deposit?lang=en': page.getByRole('group', { name: 'Quick amounts' }),
    };
    const first = new Map<string, Awaited<ReturnType<typeof chipLook>>>();
    for (const [path, group] of Object.entries(groups)) {
      await visit(page, path);
      // The deposit's quick amounts: one pressed, as a person's tap makes it.
      if (path.startsWith('/member/deposit')) await press(page, group);
      first.set(path, await chipLook(group));
    }
    // The game list's filters are gold when pressed (a report's and the deposit's are the soft primary).
    const games = first.get('/rng?lang=en')!;
    expect(games.find((chip) => chip.pressed === 'true')!.look).toContain('linear-gradient');
    // The deposit's amounts read at the body's size (15 px), not a filter's 13 px.
    expect(first.get('/member/deposit?lang=en')!.every((chip) => chip.look.includes(' 15px '))).toBe(true);
    // Every stylesheet is loaded now: each page again, in the reverse order, looks as it did on its first visit.
    for (const [path, group] of Object.entries(groups).reverse()) {
      await visit(page, path);
      if (path.startsWith('/member/deposit')) await press(page, group);
      expect(await chipLook(group), `the chips of ${path} after the other pages`).toEqual(first.get(path));
    }
  });
});
