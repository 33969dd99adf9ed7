import { useLingui } from '@lingui/react/macro';
import { CentreLayout } from '@/ui/centre-layout';
import { useMemberMenu } from '../hooks/use-member-menu';
import './member-centre.css';

/** /member/*: the member-centre menu (from the pages' route staticData) beside the page; on a phone, "Me" and a back arrow to it. */
export function MemberLayout() {
  const { t } = useLingui();
  const back = { to: '/member', label: t({ message: 'Me', comment: 'Tab bar and page title: the member centre' }) };
  return <CentreLayout title={t`Member centre`} items={useMemberMenu()} back={back} />;
}
