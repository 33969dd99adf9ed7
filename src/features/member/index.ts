export { MemberLayout } from './components/member-layout';
export { SecurityCenterPage } from './components/security-centre-page';
export { MePage } from './components/me-page';
