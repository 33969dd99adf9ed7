import { onDemand } from '@/ui/on-demand';
export { AnnouncementPopups } from './components/announcement-popups';
/** Opened by a click on the notice marquee: loaded then, not with the page. */
export const NoticePopup = onDemand(() => import('./components/notice-popup'), 'NoticePopup');
export { noticesQueryOptions, useNotices } from './api/use-notices';
export { useOtherDialogOpen } from './hooks/use-other-dialog-open';
