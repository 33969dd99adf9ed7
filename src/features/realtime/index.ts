export { MemberRealtime } from './components/member-realtime';
