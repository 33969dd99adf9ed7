import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/api/use-session';
import { onDemand } from '@/ui/on-demand';
import { useAnnouncements } from '../api/use-announcements';
import { useOtherDialogOpen } from '../hooks/use-other-dialog-open';
import { closedPopups } from '../logic/closed-popups-store';
import { popupMemoryKey, selectPopups } from '../logic/popup-selection';

/**
 * The popup's code (the dialog, the HTML sanitiser) is not in the first download (issue 12): it loads once the
 * first screen has painted and the announcements name a popup to show.
 */
const AnnouncementPopup = onDemand(() => import(/* after-first-screen */ './announcement-popup'), 'AnnouncementPopup');

/**
 * Decides when the announcement popup opens (SPEC 4): fetched once the page is idle (`AnnouncementPopups` mounts it
 * then), on login and on a language change; a guest sees execution B, a member A (plus F on the first login); what
 * was closed in this session stays closed. It opens only where the shell allows (`visible`) and never over another
 * dialog.
 */
export function AnnouncementPopupGate({ visible }: { visible: boolean }) {
  const current = useSession();
  const announcements = useAnnouncements();
  const token = current?.token ?? null;
  const previousToken = useRef(token);
  const [, setClosedCount] = useState(0);
  const [latched, setLatched] = useState(false);

  const { refetch } = announcements;
  useEffect(() => {
    // The language is part of the query key; a login (a new token) asks again explicitly.
    if (token && token !== previousToken.current) void refetch();
    previousToken.current = token;
  }, [token, refetch]);

  const memoryKey = popupMemoryKey(token ? current?.username : null);
  const items = selectPopups(
    announcements.data ?? [],
    { isLogin: token !== null, firstTimeLogin: current?.firstTimeLogin === true },
    closedPopups.get(memoryKey),
  );
  // Its code only when there is a popup to show: a page with none loads no dialog, tabs or sanitiser.
  const hasPopup = visible && items.length > 0;
  const waiting = hasPopup && !latched;
  useEffect(() => {
    if (hasPopup) AnnouncementPopup.preload();
  }, [hasPopup]);
  const otherDialogOpen = useOtherDialogOpen(waiting);
  if (waiting && !otherDialogOpen) setLatched(true);

  if (!latched || !visible || items.length === 0) return null;
  return (
    <AnnouncementPopup
      items={items}
      onClose={() => {
        closedPopups.add(
          memoryKey,
          items.map((item) => item.id),
        );
        setLatched(false);
        setClosedCount((count) => count + 1);
      }}
    />
  );
}
