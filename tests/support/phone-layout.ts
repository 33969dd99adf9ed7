import type { Page } from '@playwright/test';

/**
 * What a phone user would trip over on the page as it is now (issue 27), measured in the page in one
 * `page.evaluate` so any spec can call it:
 *
 * - `overflow`: the page scrolls sideways (the document is wider than the layout viewport);
 * - `small`: a visible control under 24 x 24 CSS px (WCAG 2.2 SC 2.5.8), except links inside a sentence
 *   (the SC's "inline" exception); `tight` lists those from 24 up to 44 px (SC 2.5.5), to report only;
 * - `covered`: a visible control whose centre is under a `position: fixed` or `sticky` element that is not one of
 *   its own ancestors and not a dialog, with the control scrolled as near the middle of the screen as the page
 *   allows (a control a person cannot scroll out from under a floating bar or button).
 *
 * A control is what a person can tap: links, buttons, form fields, summaries and elements with a widget role or a
 * tab stop. Hidden ones do not count: not rendered, `visibility: hidden`, transparent, visually hidden (1 px, clipped),
 * or behind a modal (`aria-hidden`/`inert`, as Radix marks the page under a dialog). A checkbox or radio counts with
 * its label, which takes the tap too.
 */
export type Control = {
  /** The ARIA role (explicit or implicit) and the accessible name, as far as cheaply computed. */
  role: string;
  name: string;
  /** A short CSS path to find it. */
  selector: string;
  width: number;
  height: number;
};

export type CoveredControl = Control & { coveredBy: string };

export type LayoutReport = {
  viewportWidth: number;
  scrollWidth: number;
  /** The widest elements that stick out past the right edge, when the page scrolls sideways. */
  overflow: string[];
  small: Control[];
  tight: Control[];
  covered: CoveredControl[];
};

export const MIN_TARGET = 24;
export const COMFORTABLE_TARGET = 44;

/** Resource types whose answer can change what the page draws (an event stream never ends and is left out). */
const DRAWING_REQUESTS = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

/**
 * Counts the page's requests that can still change the page; call once per page, before it navigates. Used by
 * `waitForQuietPage`.
 */
export function trackRequests(page: Page): () => { inFlight: number; started: number } {
  const pending = new Set<unknown>();
  let started = 0;
  page.on('request', (request) => {
    if (!DRAWING_REQUESTS.has(request.resourceType())) return;
    pending.add(request);
    started += 1;
  });
  const done = (request: unknown) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => ({ inFlight: pending.size, started });
}

/**
 * The page has stopped drawing: no request that could change it is in flight, and two rounds in a row passed without
 * an element added or removed and without a new request (a route's code, its data, then the lobby's lower sections and
 * the footer that render in a second, interruptible pass). A round is a frame, then a task of background priority: it
 * runs once the page has no other task queued (React's interruptible work yields through tasks, so it comes first).
 * Not `requestIdleCallback`: after a dozen routes walked and resized, headless Chromium stops granting the page idle
 * periods though its main thread is idle (seen from session 15 on, at a random route), and every round then waited
 * out a 1 s time-out: three of the phone-layout walk's six minutes on CI.
 */
export async function waitForQuietPage(page: Page, requests: ReturnType<typeof trackRequests>, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const before = requests();
    if (before.inFlight === 0) {
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            let changed = true;
            const observer = new MutationObserver(() => {
              changed = true;
            });
            // Elements coming and going; not attributes or text, which a carousel and the jackpot change for ever.
            observer.observe(document.body, { childList: true, subtree: true });
            let quietRounds = 0;
            const next = () => requestAnimationFrame(() => void scheduler.postTask(round, { priority: 'background' }));
            const round = () => {
              quietRounds = changed ? 0 : quietRounds + 1;
              changed = false;
              if (quietRounds >= 2) {
                observer.disconnect();
                resolve();
              } else next();
            };
            next();
          }),
      );
      const after = requests();
      if (after.inFlight === 0 && after.started === before.started) return;
    } else {
      // An answer is on its way: let the page have it (an event, not a clock, ends this wait).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    if (Date.now() > deadline) throw new Error(`${page.url()} kept loading or drawing for ${timeout} ms`);
  }
}

export async function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(
    ({ minimum, comfortable }) => {
      const root = document.documentElement;
      const viewportWidth = root.clientWidth;
      const viewportHeight = root.clientHeight;

      const CONTROLS = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[tabindex]:not([tabindex="-1"])',
        ...['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'option', 'combobox', 'slider', 'spinbutton'].map((role) => `[role="${role}"]`),
      ].join(',');

      const implicitRole = (element: Element): string => {
        const explicit = element.getAttribute('role');
        if (explicit) return explicit;
        const tag = element.tagName.toLowerCase();
        if (tag === 'a') return 'link';
        if (tag === 'input') {
          const type = (element as HTMLInputElement).type;
          if (['checkbox', 'radio'].includes(type)) return type;
          if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
          return 'textbox';
        }
        if (tag === 'select') return 'combobox';
        if (tag === 'textarea') return 'textbox';
        if (tag === 'summary') return 'button';
        return tag;
      };

      const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const accessibleName = (element: Element): string => {
        const labelled = element.getAttribute('aria-labelledby');
        const byIds = labelled
          ? labelled
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : '';
        const labels = 'labels' in element ? Array.from((element as HTMLInputElement).labels ?? [], (label) => label.textContent).join(' ') : '';
        const image = element.querySelector('img[alt]')?.getAttribute('alt');
        return squash(
          element.getAttribute('aria-label') ||
            byIds ||
            labels ||
            (element as HTMLElement).innerText ||
            element.getAttribute('title') ||
            image ||
            element.getAttribute('placeholder') ||
            (element as HTMLInputElement).value,
        );
      };

      const cssPath = (element: Element): string => {
        const parts: string[] = [];
        let node: Element | null = element;
        while (node && node !== document.body && parts.length < 4) {
          // An id React or a library made up (useId, Radix, Swiper) changes between renders: not worth naming.
          if (node.id && !/^(_r|radix-|swiper-wrapper-)/.test(node.id)) {
            parts.unshift(`#${CSS.escape(node.id)}`);
            break;
          }
          const classes = Array.from(node.classList)
            .filter((name) => !/^(is-|has-)|\d{3,}/.test(name))
            .slice(0, 2)
            .map((name) => `.${CSS.escape(name)}`)
            .join('');
          parts.unshift(`${node.tagName.toLowerCase()}${classes}`);
          node = node.parentElement;
        }
        return parts.join(' > ');
      };

      const hiddenByModal = (element: Element) => !!element.closest('[aria-hidden="true"], [inert]');
      const shown = (element: Element, rect: DOMRect) =>
        rect.width > 1 &&
        rect.height > 1 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        getComputedStyle(element).clipPath === 'none' &&
        !/rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(getComputedStyle(element).clip) &&
        !hiddenByModal(element);

      /** The rectangle that takes the tap: a checkbox or radio with its labels. */
      const targetRect = (element: Element): DOMRect => {
        const rect = element.getBoundingClientRect();
        if (!(element instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(element.type)) return rect;
        let { left, top, right, bottom } = rect;
        for (const label of Array.from(element.labels ?? [])) {
          const box = label.getBoundingClientRect();
          if (box.width === 0) continue;
          left = Math.min(left, box.left);
          top = Math.min(top, box.top);
          right = Math.max(right, box.right);
          bottom = Math.max(bottom, box.bottom);
        }
        return new DOMRect(left, top, right - left, bottom - top);
      };

      /** SC 2.5.8's inline exception: a link that is a run of text inside a sentence. */
      const inlineInText = (element: Element) =>
        element.tagName === 'A' &&
        getComputedStyle(element).display === 'inline' &&
        Array.from(element.parentElement?.childNodes ?? []).some((node) => node.nodeType === Node.TEXT_NODE && /\S/.test(node.textContent ?? ''));

      const floating = (element: Element | null): Element | null => {
        for (let node = element; node && node !== root; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === 'fixed' || position === 'sticky') return node;
        }
        return null;
      };
      const meantToBeOnTop = (element: Element) => !!element.closest('[role="dialog"], [role="alertdialog"], [aria-modal="true"], dialog');

      const describe = (element: Element, rect: DOMRect): Control => ({
        role: implicitRole(element),
        name: accessibleName(element),
        selector: cssPath(element),
        width: Math.round(rect.width * 10) / 10,
        height: Math.round(rect.height * 10) / 10,
      });

      const all = Array.from(document.querySelectorAll(CONTROLS));
      // A control inside another one (an icon inside a button with a tab stop) is part of the outer one's target.
      const controls = all.filter((element) => !all.some((outer) => outer !== element && outer.contains(element)));

      const small: Control[] = [];
      const tight: Control[] = [];
      const visible: Element[] = [];
      for (const element of controls) {
        const rect = targetRect(element);
        if (!shown(element, element.getBoundingClientRect())) continue;
        visible.push(element);
        const least = Math.min(rect.width, rect.height);
        if (least >= comfortable) continue;
        if (least < minimum && !inlineInText(element)) small.push(describe(element, rect));
        else tight.push(describe(element, rect));
      }

      // Sideways scroll: the document is wider than the screen; name the widest culprits.
      const scrollWidth = Math.max(root.scrollWidth, document.body.scrollWidth);
      const overflow: string[] = [];
      if (scrollWidth > viewportWidth) {
        // The outermost elements past the right edge, not counting what a scroller or a clipping box keeps inside.
        const sticking: { element: Element; right: number }[] = [];
        const walk = (element: Element) => {
          for (const child of Array.from(element.children)) {
            const style = getComputedStyle(child);
            // A fixed bar stretches with a phone's widened viewport: a symptom, not a cause.
            if (style.position === 'fixed') continue;
            const right = child.getBoundingClientRect().right + window.scrollX;
            if (right > viewportWidth + 0.5) sticking.push({ element: child, right });
            else if (style.overflowX === 'visible') walk(child);
          }
        };
        walk(document.body);
        sticking.sort((a, b) => b.right - a.right);
        overflow.push(...sticking.slice(0, 5).map(({ element, right }) => `${cssPath(element)} (right edge at ${Math.round(right)} px)`));
      }

      // Covered: scroll each control to the middle of the screen (as far as the page allows) and look at what is on
      // top of its centre.
      const covered: CoveredControl[] = [];
      const scrolled = new Map<Element, [number, number]>();
      for (let node: Element | null = document.scrollingElement; node; node = null) scrolled.set(node, [node.scrollLeft, node.scrollTop]);
      for (const element of visible) {
        for (let node = element.parentElement; node; node = node.parentElement) {
          if (!scrolled.has(node) && (node.scrollTop || node.scrollLeft || node.scrollHeight > node.clientHeight || node.scrollWidth > node.clientWidth)) {
            scrolled.set(node, [node.scrollLeft, node.scrollTop]);
          }
        }
        element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const rect = element.getBoundingClientRect();
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        if (x < 0 || y < 0 || x >= viewportWidth || y >= viewportHeight) continue;
        const top = document.elementFromPoint(x, y);
        if (!top || element.contains(top) || top.contains(element)) continue;
        const cover = floating(top);
        if (!cover || cover.contains(element) || meantToBeOnTop(cover)) continue;
        // A label of the control takes the tap for it.
        if (element instanceof HTMLInputElement && Array.from(element.labels ?? []).some((label) => label.contains(top))) continue;
        covered.push({ ...describe(element, targetRect(element)), coveredBy: `${cssPath(cover)} ${accessibleName(cover)}`.trim() });
      }
      for (const [node, [left, topOffset]] of scrolled) node.scrollTo({ left, top: topOffset, behavior: 'instant' });

      return { viewportWidth, scrollWidth, overflow, small, tight, covered };
    },
    { minimum: MIN_TARGET, comfortable: COMFORTABLE_TARGET },
  );
}

/** One line per control, for a failure message or the report of tight targets. */
export function formatControl(control: Control | CoveredControl): string {
  const cover = 'coveredBy' in control ? ` under ${control.coveredBy}` : '';
  return `${control.role} "${control.name}" ${control.width}x${control.height} px (${control.selector})${cover}`;
}
