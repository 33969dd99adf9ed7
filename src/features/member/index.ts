export { MemberCentre } from './components/member-centre';
