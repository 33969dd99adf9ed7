export { AnnouncementPopups } from './components/announcement-popups';
export { NoticePopup } from './components/notice-popup';
export { useNotices } from './api/use-notices';
