import { describe, expect, it } from 'vitest';
import { shareHtmlPolicy, swiperHtml } from '@/lib/trusted-types';

describe('the one html policy (issue 28: no allow-duplicates)', () => {
  it.each([
    { input: '', ok: true },
    { input: 'Slide 2 of 5', ok: true },
    { input: '<span  class="swiper-pagination-bullet"></span><span part="bullet" class="swiper-pagination-bullet"></span>', ok: true },
    { input: '<img src=x onerror=alert(1)>', ok: false },
    { input: '<span class="a" onclick="x()"></span>', ok: false },
    { input: '<span class="a"><script>1</script></span>', ok: false },
    { input: '<svg onload=alert(1)>', ok: false },
  ])('$input', ({ input, ok }) => {
    if (ok) expect(swiperHtml(input)).toBe(input);
    else expect(() => swiperHtml(input)).toThrow(TypeError);
  });

  it('makes the policy once and hands the same one back for every later request of the name', () => {
    const made: string[] = [];
    const factory = {
      createPolicy: (name: string, rules: { createHTML?: (input: string) => string }) => {
        made.push(name);
        return { createHTML: (input: string) => rules.createHTML?.(input) };
      },
    };
    shareHtmlPolicy(factory);
    const first = factory.createPolicy('html', { createHTML: (input) => input });
    const second = factory.createPolicy('html', { createHTML: (input) => input });
    factory.createPolicy('dompurify', {});
    expect(first).toBe(second);
    expect(made).toEqual(['html', 'dompurify']);
    expect(() => first.createHTML('<img src=x onerror=alert(1)>')).toThrow(TypeError);
  });
});
