import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { formatDate } from '@/lib/format';
import { inTaskOfItsOwn } from '@/lib/yield';
import { CentreLayout } from '@/ui/centre-layout';
import { useMemberMenu } from '../hooks/use-member-menu';
import './member-centre.css';

/** /member/*: the member-centre menu (from the pages' route staticData) beside the page; on a phone, "Me" and a back arrow to it. */
export function MemberLayout() {
  const { t } = useLingui();
  // Issue 33 (ADR 0037): a date (a birthday, "member since", a record's day) is a member page's first Intl format, and
  // the first one loads the browser's locale data (15-40 ms here, 4x on a phone). Loaded now, in a task of its own
  // while the page's answers are on their way, it is not part of the task that draws them.
  useEffect(() => {
    inTaskOfItsOwn(() => formatDate(Date.now()));
  }, []);
  const back = { to: '/member', label: t({ message: 'Me', comment: 'Tab bar and page title: the member centre' }) };
  return <CentreLayout title={t`Member centre`} items={useMemberMenu()} back={back} />;
}
