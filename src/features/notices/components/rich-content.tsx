import { useEffect, useRef } from 'react';
import { SafeHtml } from '@/ui/safe-html';
import { isPromotionLink } from '../logic/promotion-link';

/**
 * Server HTML, sanitised by SafeHtml (no script, handler or javascript: link
 * survives). Links to a promotion or the reward centre open it in place; other
 * links open in a new tab.
 */
export function RichContent({ html, onPromotionLink }: { html: string; onPromotionLink: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    for (const link of element.querySelectorAll('a[href]')) {
      if (!isPromotionLink(link.getAttribute('href'), window.location.origin)) {
        link.setAttribute('target', '_blank');
        link.setAttribute('rel', 'noopener noreferrer');
      }
    }
    // Delegated, so links written by the server work with keyboard and pointer alike.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a');
      if (link && isPromotionLink(link.getAttribute('href'), window.location.origin)) {
        event.preventDefault();
        onPromotionLink();
      }
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [html, onPromotionLink]);
  return (
    <div ref={box}>
      <SafeHtml html={html} className="rich-text" />
    </div>
  );
}
