import * as Tabs from '@radix-ui/react-tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/use-idle';
import type { AnnouncementPopupItem } from '@generated/model';
import { Dialog } from '@/ui/dialog';
import { pageCount, pageSlice } from '../logic/paging';
import { REWARD_CENTRE } from '../logic/promotion-link';
import { useOtherDialogOpen } from '../hooks/use-other-dialog-open';
import { Pager } from './pager';
import { RichContent } from './rich-content';
import './notices.css';
import { Button } from '@/ui/button';
import { prepareHtml, warmSanitizer } from '@/ui/safe-html';

/**
 * The announcement popup: titles on the left, 9 a page with a pager; the
 * chosen title's rich content on the right (sanitised). A promotion link
 * opens the reward centre.
 */
export function AnnouncementPopup({ items, onClose }: { items: readonly AnnouncementPopupItem[]; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const visible = pageSlice(items, page);
  const [selectedId, setSelectedId] = useState(items[0]?.id);
  const selected = visible.find((item) => item.id === selectedId) ?? visible[0];
  // The first notice is sanitised in an idle task of its own, then the dialog opens in the next: sanitising in
  // render made the opening one long task with the focus move and the dialog's layout (issue 33, ADR 0036). The
  // opening is a transition: React renders the dialog (Radix's layers, the tabs, the titles) in slices of a few ms,
  // and only its commit is one task (session 11).
  const [ready, setReady] = useState(false);
  const firstContent = items[0]?.content;
  useEffect(() => {
    // The sanitiser's first run in an idle task, the first notice in the next (each was half of one 20 ms task).
    let cancel = whenIdle(() => {
      warmSanitizer();
      cancel = whenIdle(() => {
        if (firstContent !== undefined) prepareHtml(firstContent);
        startTransition(() => setReady(true));
      });
    });
    return () => cancel();
  }, [firstContent]);
  // Nor over a dialog that opened while it waited (the contract offer at a login): it opens once that one closes.
  const [opened, setOpened] = useState(false);
  const otherOpen = useOtherDialogOpen(!opened, 1);
  if (ready && !otherOpen && !opened) setOpened(true);
  if (!selected) return null;
  // Until then, the same hidden stand-in as while the code loads (ui/on-demand.tsx): other popups see a dialog open.
  if (!opened) return <div role="dialog" aria-hidden="true" hidden data-loading="" />;

  const openRewardCentre = () => {
    onClose();
    void navigate(REWARD_CENTRE);
  };
  const count = items.length;

  return (
    <Dialog title={t`Announcements`} description={t`Announcements for you: ${count}`} size="lg" onClose={onClose}>
      <Tabs.Root className="popup-browser" orientation="vertical" value={String(selected.id)} onValueChange={(value) => setSelectedId(Number(value))}>
        <div className="popup-browser__side">
          <Tabs.List className="popup-browser__list" aria-label={t`Announcement titles`}>
            {visible.map((item) => (
              <Tabs.Trigger key={item.id} value={String(item.id)} className="popup-browser__title">
                {item.type === 'PR' ? (
                  <span className="popup-browser__tag">
                    <Trans>Promotion</Trans>
                  </span>
                ) : null}
                <span>{item.title}</span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Pager
            page={page}
            pages={pageCount(items.length)}
            label={t`Announcement pages`}
            onChange={(next) => {
              setPage(next);
              setSelectedId(pageSlice(items, next)[0]?.id);
            }}
          />
        </div>
        {visible.map((item) => (
          <Tabs.Content key={item.id} value={String(item.id)} className="popup-browser__content">
            <h3>{item.title}</h3>
            <RichContent html={item.content} onPromotionLink={openRewardCentre} />
            {item.type === 'PR' ? (
              <Button variant="primary" onClick={openRewardCentre}>
                <Trans>Open the reward centre</Trans>
              </Button>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Dialog>
  );
}
