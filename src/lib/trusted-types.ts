type HtmlPolicy = { createHTML(input: string): unknown };
type PolicyFactory = { createPolicy(name: string, rules: { createHTML?: (input: string) => string }): HtmlPolicy };

/** Swiper's markup: its pagination bullets (`<span class="…"></span>`), nothing else; its live-region text has no tags. */
const SWIPER_MARKUP = /<span(?:\s+(?:class|part)="[^"<>]*")*\s*><\/span>/g;

/** Swiper's html, or an error: the `html` policy passes nothing else on (issue 28). */
export function swiperHtml(input: string): string {
  if (input.replace(SWIPER_MARKUP, '').includes('<')) throw new TypeError('The html policy passes only Swiper’s pagination markup');
  return input;
}

/**
 * Swiper 14 asks Trusted Types for a policy named `html` on every call of its
 * `setInnerHTML`; the CSP allows that name once, without `'allow-duplicates'`
 * (issue 28, deploy/_headers). At start-up, before any other script, the one
 * `html` policy is made here (passing only Swiper's pagination markup) and
 * handed back whenever the name is asked for again, so no other script can
 * make a pass-through policy of that name.
 */
export function shareHtmlPolicy(factory: PolicyFactory | undefined = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes): void {
  if (!factory) return;
  const create = factory.createPolicy.bind(factory);
  const html = create('html', { createHTML: swiperHtml });
  factory.createPolicy = (name, rules) => (name === 'html' ? html : create(name, rules));
}
