import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Notice } from '@generated/model';
import { NoticePopup } from '@/features/notices';
import { Icon } from '@/ui/icon';
import { useIdle } from '@/lib/use-idle';
import './notice-marquee.css';

/**
 * The notice marquee: titles running across the bar (a second, hidden copy
 * makes the loop seamless); any title or "All notices" opens the notice popup.
 * It starts moving once the page has settled (`useIdle`), after a pause to read the first title where it stands: a
 * moving strip has the phone compose a new frame 60 times a second, which the lobby's load need not compete with.
 */
export function NoticeMarquee({ notices }: { notices: readonly Notice[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<{ id?: number } | null>(null);
  const settled = useIdle();
  if (notices.length === 0) return null;
  const duration = Math.max(20, notices.reduce((sum, notice) => sum + notice.title.length, 0) / 4);
  return (
    <section className="notice-marquee" aria-label={t`Notices`}>
      <Icon name="speaker" className="notice-marquee__icon" />
      <div className="notice-marquee__viewport">
        <div className="notice-marquee__track" data-moving={settled} style={{ animationDuration: `${duration}s` }}>
          <ul className="notice-marquee__items">
            {notices.map((notice) => (
              <li key={notice.id}>
                <button type="button" onClick={() => setOpen({ id: notice.id })}>
                  {notice.title}
                </button>
              </li>
            ))}
          </ul>
          <ul className="notice-marquee__items" aria-hidden="true">
            {notices.map((notice) => (
              <li key={notice.id}>
                <button type="button" tabIndex={-1} onClick={() => setOpen({ id: notice.id })}>
                  {notice.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <button type="button" className="notice-marquee__more" onClick={() => setOpen({})}>
        <Trans>All notices</Trans>
      </button>
      {open ? <NoticePopup notices={notices} initialId={open.id} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
