import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, currentLanguage } from '@/lib/i18n';

afterEach(() => activateLanguage('EN'));

/**
 * Issue 12: start-up loads the route (and its loader's calls) while the language's catalog loads; those calls
 * must ask in the language being activated, not in the one before it (a lobby in English asked for its banners
 * in Burmese first, then again).
 */
describe('the language calls ask in', () => {
  it('is the one being switched to while its catalog loads, and stays so once loaded', async () => {
    expect(currentLanguage()).toBe('EN');
    const switching = activateLanguage('MY');
    expect(currentLanguage()).toBe('MY');
    await switching;
    expect(currentLanguage()).toBe('MY');
    expect(document.documentElement.lang).toBe('my');
  });
});
