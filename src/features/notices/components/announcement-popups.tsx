import { Suspense } from 'react';
import { useIdle } from '@/lib/use-idle';
import { lazyNamed } from '@/ui/on-demand';

/** The announcements' call, their choice and the popup: none of it is in the first screen or its first download. */
const AnnouncementPopupGate = lazyNamed(() => import(/* after-first-screen */ './announcement-popup-gate'), 'AnnouncementPopupGate');

/**
 * The lobby's announcement popup (SPEC 4). It waits until the first screen is laid out and painted and the page is
 * idle (issue 12): then its code loads, the announcements are asked for and the popup opens if one is to be shown. It
 * neither delays the first banner nor adds to the first screen's tasks, and its code is not in the lobby's initial JS
 * (issue 33).
 */
export function AnnouncementPopups({ visible }: { visible: boolean }) {
  const idle = useIdle();
  return idle ? (
    <Suspense fallback={null}>
      <AnnouncementPopupGate visible={visible} />
    </Suspense>
  ) : null;
}
