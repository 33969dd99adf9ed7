import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/ui/safe-html';

const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};

describe('server HTML', () => {
  it('cannot clobber page globals with id or name', () => {
    const box = parse('<img id="location" name="cookie" src="/x.png"><form id="session"></form>');
    expect(box.querySelector('img')?.getAttribute('id')).not.toBe('location');
    expect(box.querySelector('img')?.getAttribute('name')).not.toBe('cookie');
  });

  it('opens outside links in a new tab with no way back to this window, and keeps site links in place', () => {
    const box = parse('<a href="https://partner.example.com/offer">Offer</a><a href="/promotions" target="_blank">Ours</a><a href="javascript:alert(1)">x</a>');
    const [outside, ours, bad] = Array.from(box.querySelectorAll('a'));
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(ours).not.toHaveAttribute('target');
    expect(bad?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});
