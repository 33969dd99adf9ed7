import * as Tabs from '@radix-ui/react-tabs';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Notice } from '@generated/model';
import { Dialog } from '@/ui/dialog';
import { REWARD_CENTRE } from '../logic/promotion-link';
import { RichContent } from './rich-content';
import './notices.css';
import { formatDateTime } from '@/lib/format-date';

function stamp(time: string | undefined): string | null {
  return (time && formatDateTime(time)) || null;
}

/** The notice popup: every marquee notice with its time stamp, the chosen one open. */
export function NoticePopup({ notices, initialId, onClose }: { notices: readonly Notice[]; initialId?: number; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState(initialId ?? notices[0]?.id);
  const selected = notices.find((notice) => notice.id === selectedId) ?? notices[0];
  if (!selected) return null;
  const openRewardCentre = () => {
    onClose();
    void navigate(REWARD_CENTRE);
  };
  return (
    <Dialog title={t`Notices`} size="lg" onClose={onClose}>
      <Tabs.Root className="popup-browser" orientation="vertical" value={String(selected.id)} onValueChange={(value) => setSelectedId(Number(value))}>
        <div className="popup-browser__side">
          <Tabs.List className="popup-browser__list" aria-label={t`Notice titles`}>
            {notices.map((notice) => (
              <Tabs.Trigger key={notice.id} value={String(notice.id)} className="popup-browser__title">
                <span>{notice.title}</span>
                {stamp(notice.time) ? <time dateTime={notice.time}>{stamp(notice.time)}</time> : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {notices.map((notice) => (
          <Tabs.Content key={notice.id} value={String(notice.id)} className="popup-browser__content">
            <h3>{notice.title}</h3>
            {stamp(notice.time) ? (
              <p className="popup-browser__time">
                <time dateTime={notice.time}>{stamp(notice.time)}</time>
              </p>
            ) : null}
            <RichContent html={notice.content} onPromotionLink={openRewardCentre} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Dialog>
  );
}
