import type { Page } from '@playwright/test';

/**
 * Text every script survives (issue 32), measured in the page:
 *
 * - `broken`: a word or a number drawn on more than one line (the browser broke it inside itself). The tokens are
 *   Intl.Segmenter's words in the page's language (Burmese, Thai, Khmer and Lao by the same ICU dictionaries the
 *   line breaker uses), each measured as a Range: its client rects on more than one line is a break inside it. An
 *   amount (`.data-table__money`, a summary card's figure) is measured whole, sign and currency included.
 * - `outside`: a text's rects reach past the box that holds it (its nearest non-inline ancestor): a label spilling
 *   out of its badge or button, a word past the card's edge. Vertical overflow counts past a quarter of the line
 *   (a font's marks above and below the line may reach into the padding).
 *
 * Text that is not drawn (hidden, visually hidden, a select's options) is left out.
 */
export type TextFault = { kind: 'broken' | 'outside'; text: string; where: string };

export async function measureText(page: Page, rootSelector = 'main'): Promise<TextFault[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    const lang = document.documentElement.lang || 'en';
    const words = new Intl.Segmenter(lang, { granularity: 'word' });
    const range = document.createRange();
    const faults: { kind: 'broken' | 'outside'; text: string; where: string }[] = [];

    const where = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== root && parts.length < 3; node = node.parentElement) {
        const cls = [...node.classList].slice(0, 2).join('.');
        parts.unshift(`${node.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`);
      }
      return parts.join(' > ');
    };
    /** Distinct lines among rects: a rect whose middle lies inside an earlier one's height is on its line. */
    const lines = (rects: DOMRectList) => {
      const seen: DOMRect[] = [];
      for (const rect of rects) {
        if (rect.width === 0 && rect.height === 0) continue;
        const middle = rect.top + rect.height / 2;
        if (!seen.some((line) => middle > line.top && middle < line.bottom)) seen.push(rect);
      }
      return seen.length;
    };
    const hidden = (element: Element) => {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return true;
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (node.matches('select, option, script, style, svg, [aria-hidden="true"]')) return true;
        const style = getComputedStyle(node);
        if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.position === 'absolute')) return true;
      }
      return false;
    };
    const box = (element: Element) => {
      let node: Element = element;
      while (node.parentElement && ['inline', 'contents'].includes(getComputedStyle(node).display)) node = node.parentElement;
      return node;
    };

    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const element = node.parentElement;
      if (!element || !node.data.trim() || hidden(element)) continue;
      for (const token of words.segment(node.data)) {
        if (!token.isWordLike || [...token.segment].length < 2) continue;
        range.setStart(node, token.index);
        range.setEnd(node, token.index + token.segment.length);
        if (lines(range.getClientRects()) > 1) faults.push({ kind: 'broken', text: token.segment, where: where(element) });
      }
      const holder = box(element);
      const outer = holder.getBoundingClientRect();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        const slack = rect.height / 4;
        if (rect.left < outer.left - 1 || rect.right > outer.right + 1 || rect.top < outer.top - slack || rect.bottom > outer.bottom + slack) {
          faults.push({ kind: 'outside', text: node.data.trim().slice(0, 40), where: where(holder) });
          break;
        }
      }
    }
    for (const amount of root.querySelectorAll('.data-table__money, .report-summary__card dd, .data-cards__totals dd')) {
      if (hidden(amount)) continue;
      range.selectNodeContents(amount);
      if (lines(range.getClientRects()) > 1) faults.push({ kind: 'broken', text: amount.textContent ?? '', where: where(amount) });
    }
    return faults;
  }, rootSelector);
}
