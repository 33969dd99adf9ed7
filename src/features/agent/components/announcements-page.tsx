import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { AgentAnnouncement } from '@generated/model';
import { formatDateTime } from '@/lib/format-date';
import { Badge } from '@/ui/badge';
import { Pager } from '@/ui/data-table';
import { EmptyState } from '@/ui/empty-state';
import { Icon } from '@/ui/icon';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import { SafeHtml } from '@/ui/safe-html';
import { agentAnnouncementsQueryOptions } from '../api/team';
import './agent-page.css';
import './announcements-page.css';

const route = getRouteApi('/_agent/agentHome/announcements');

/** agentAnnouncement (SPEC 2): the announcements for agents, pinned first; one opens beside the list (its id in the URL). */
export function AnnouncementsPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const announcements = useQuery(agentAnnouncementsQueryOptions(search.pageNo, search.pageSize));
  const categories: Record<AgentAnnouncement['category'], string> = {
    policy: t`Policy`,
    commission: t`Commission`,
    promotion: t`Promotion`,
    system: t`System`,
  };
  return (
    <div className="agent-page">
      <PageHeader title={t`Announcements`} description={t`News for agents: commissions, policies, promotions and maintenance.`} />
      <QueryState query={announcements} label={t`Announcements`}>
        {(page) => {
          if (page.list.length === 0) return <EmptyState icon="speaker" title={t`No announcements yet`} />;
          const open = page.list.find((item) => item.id === search.id) ?? page.list[0]!;
          return (
            <div className="announcements">
              <div className="announcements__list panel">
                <ul aria-label={t`Announcement list`}>
                  {page.list.map((item) => (
                    <li key={item.id}>
                      <Link
                        from="/agentHome/announcements"
                        to="."
                        search={{ ...search, id: item.id }}
                        replace
                        className="announcements__item"
                        aria-current={item.id === open.id ? 'true' : undefined}
                      >
                        <span className="announcements__meta">
                          {item.pinned ? (
                            <span className="announcements__pin" title={t`Pinned`}>
                              <Icon name="star" size={12} />
                              <span className="visually-hidden">{t`Pinned`}</span>
                            </span>
                          ) : null}
                          <Badge tone={item.category === 'commission' ? 'primary' : item.category === 'promotion' ? 'success' : 'neutral'}>
                            {categories[item.category]}
                          </Badge>
                          <time dateTime={item.time.replace(' ', 'T')}>{formatDateTime(item.time)}</time>
                        </span>
                        <span className="announcements__title">{item.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
                {page.total > page.pageSize ? (
                  <Pager
                    pageNo={page.pageNo}
                    pageSize={page.pageSize}
                    total={page.total}
                    onChange={(next) => void navigate({ search: { pageNo: next.pageNo, pageSize: next.pageSize ?? search.pageSize }, replace: true })}
                  />
                ) : null}
              </div>
              <article className="announcements__detail panel" aria-labelledby="announcement-title">
                <header>
                  <p className="announcements__meta">
                    <Badge tone="primary">{categories[open.category]}</Badge>
                    <time dateTime={open.time.replace(' ', 'T')}>{formatDateTime(open.time)}</time>
                  </p>
                  <h2 id="announcement-title">{open.title}</h2>
                </header>
                <SafeHtml html={open.content} className="announcements__content" />
                <p className="announcements__footer">
                  <Trans>Questions? Contact customer service from the menu.</Trans>
                </p>
              </article>
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
