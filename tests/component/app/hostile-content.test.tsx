import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/node';
import { sanitizeHtml } from '@/ui/safe-html';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';
import { XSS_PAYLOADS } from '../../support/xss-payloads';

/**
 * jsdom runs no script from markup, so here the check is structural: nothing
 * that could run survives in the DOM. The real-browser check (a flag the
 * payload would set) is tests/e2e/app/hostile-content.spec.ts.
 */
const RUNNABLE_URL = /^\s*(javascript|vbscript|data:text\/html|data:text\/javascript)/i;

function dangers(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'frame', 'frameset'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'srcdoc') found.push(`${tag}[srcdoc]`);
      if (['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'to', 'values'].includes(name) && RUNNABLE_URL.test(attribute.value)) {
        found.push(`${tag}[${name}=${attribute.value.slice(0, 30)}]`);
      }
      if (name === 'style' && /url\(|expression\(/i.test(attribute.value)) found.push(`${tag}[style]`);
    }
  }
  return found;
}

describe('hostile content', () => {
  it('has a corpus of at least 50 payloads, each with its own flag number', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    XSS_PAYLOADS.forEach((payload, index) => expect(payload).toContain(`${index + 1}`));
  });

  it.each(XSS_PAYLOADS.map((payload, index) => [index + 1, payload] as const))('payload %i leaves nothing runnable after sanitising: %s', (_, payload) => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml(payload);
    expect(dangers(box)).toEqual([]);
    // Parsed a second time (what mutation XSS counts on), it is still harmless.
    const again = document.createElement('div');
    again.innerHTML = box.innerHTML;
    expect(dangers(again)).toEqual([]);
  });

  it('the whole corpus at once leaves nothing runnable either', () => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml(XSS_PAYLOADS.join('\n'));
    expect(dangers(box)).toEqual([]);
  });

  // Every page that shows server texts, under the `hostile` scenario (mocks/overrides/hostile.ts):
  // the payloads are shown as text or sanitised, never as live markup.
  it.each([
    ['/', 'guest', 'Hot games'],
    ['/promotions', 'guest', 'Promotions'],
    ['/help', 'guest', undefined],
    ['/help-centre', 'guest', undefined],
    ['/rng', 'guest', undefined],
    ['/member/messages', 'demo', undefined],
    ['/member', 'demo', undefined],
    ['/agentHome/announcements', 'agent1', undefined],
  ] as const)('%s as %s shows the payloads inertly', async (path, who, heading) => {
    if (who !== 'guest') signInAs(who);
    setScenario('hostile');
    await renderApp(path);
    if (heading) await screen.findByRole('heading', { name: heading });
    // The payloads arrived: at least one is on the screen as text (or sanitised markup).
    await waitFor(() => expect(document.body.textContent ?? '').toMatch(/__xss\(\d+\)/));
    expect(dangers(document.body)).toEqual([]);
  });
});
