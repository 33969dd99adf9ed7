import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PlatformMessage } from '@generated/model';
import { Pager } from '@/ui/data-table';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import { messagesQueryOptions, useReadMessage } from '../api/messages';
import { MessageDialog } from './message-dialog';
import { MessageRow } from './message-row';
import './messages.css';

const route = getRouteApi('/_player/_auth/member/messages');

/** messageV2 (SPEC 2): the member's platform messages, unread first; opening one marks it read. */
export function MessagesPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const inbox = useQuery(messagesQueryOptions(search));
  const read = useReadMessage();
  const [open, setOpen] = useState<PlatformMessage | null>(null);
  const unread = inbox.data?.unread ?? 0;

  const openMessage = (message: PlatformMessage) => {
    setOpen(message);
    if (!message.read) read.mutate(message);
  };

  return (
    <div className="member-centre messages-page">
      <PageHeader
        title={<Trans>Messages</Trans>}
        description={
          inbox.data ? (
            unread === 0 ? (
              <Trans>No unread messages.</Trans>
            ) : (
              <Trans>Unread messages come first: {unread} unread.</Trans>
            )
          ) : (
            <Trans>Notices from the site about your account, deposits, withdrawals and promotions.</Trans>
          )
        }
      />
      <QueryState query={inbox} label={t`Messages`}>
        {(page) =>
          page.list.length === 0 ? (
            <EmptyState icon="mail" title={<Trans>Your inbox is empty</Trans>} text={<Trans>Messages from the site will appear here.</Trans>} />
          ) : (
            <ul className="messages-list" aria-label={t`Inbox`} aria-busy={inbox.isPlaceholderData || undefined}>
              {page.list.map((message) => (
                <li key={message.messageId}>
                  <MessageRow message={message} onOpen={() => openMessage(message)} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {inbox.data && inbox.data.total > 0 ? (
        <Pager
          pageNo={search.pageNo}
          pageSize={search.pageSize}
          total={inbox.data.total}
          onChange={(next) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })}
        />
      ) : null}
      {open ? <MessageDialog message={{ ...open, read: true }} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
