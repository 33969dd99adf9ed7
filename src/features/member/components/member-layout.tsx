import { useLingui } from '@lingui/react/macro';
import { CentreLayout } from '@/ui/centre-layout';
import { useMemberMenu } from '../hooks/use-member-menu';
import './member-centre.css';

/** /member/*: the member-centre menu (from the pages' route staticData) beside the page. */
export function MemberLayout() {
  const { t } = useLingui();
  return <CentreLayout title={t`Member centre`} items={useMemberMenu()} />;
}
