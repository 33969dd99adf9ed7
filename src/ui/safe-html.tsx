import DOMPurify from 'dompurify';
import { useMemo } from 'react';

let hooked = false;

/** Once per page: every link that leaves the site opens in a new tab without a way back to this window. */
function hookExternalLinks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    let external = true;
    try {
      external = new URL(node.getAttribute('href') ?? '', window.location.origin).origin !== window.location.origin;
    } catch {
      node.removeAttribute('href');
      return;
    }
    if (external) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
}

/**
 * Rich content from the server (announcements, help, promotions, messages),
 * sanitised: no script, no event handler, no javascript: URL ever runs;
 * `id`/`name` values are prefixed so server HTML cannot clobber the page's
 * globals (SANITIZE_NAMED_PROPS); outside links open in a new tab.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  SANITIZE_NAMED_PROPS: true,
};

export function sanitizeHtml(html: string): string {
  hookExternalLinks();
  return DOMPurify.sanitize(html, CONFIG);
}

/**
 * The same, as Trusted HTML where the browser has Trusted Types: the site's
 * Content-Security-Policy (deploy/_headers) sets `require-trusted-types-for
 * 'script'`, so `innerHTML` takes only what DOMPurify's own policy
 * (`dompurify`, allowed by name in the policy) returned.
 */
function sanitizeTrusted(html: string): unknown {
  hookExternalLinks();
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}

/** The last few results, by their source: a popup's notice sanitised ahead (`prepareHtml`) is not sanitised again. */
const prepared = new Map<string, unknown>();
const PREPARED_MAX = 20;

function cleanOf(html: string): unknown {
  const known = prepared.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeTrusted(html);
  if (prepared.size >= PREPARED_MAX) prepared.delete(prepared.keys().next().value as string);
  prepared.set(html, clean);
  return clean;
}

/**
 * Sanitises `html` now, so a SafeHtml that shows it later renders without doing it (issue 33: the announcement popup
 * sanitised its notice in the same task that opened it, one long task; now that is an idle task of its own).
 */
export function prepareHtml(html: string): void {
  cleanOf(html);
}

/**
 * The sanitiser's first run costs about as much as the notice it cleans (DOMPurify reads its configuration, the page's
 * hook goes in, the code runs for the first time): `warmSanitizer` does it on a line of its own, so that a caller can
 * give each its own task (the announcement popup, issue 33).
 */
export function warmSanitizer(): void {
  cleanOf('<p><a href="/">.</a></p>');
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => cleanOf(html), [html]);
  // React hands `__html` to `innerHTML` as it is, so a TrustedHTML object passes the browser's check.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean as string }} />;
}
