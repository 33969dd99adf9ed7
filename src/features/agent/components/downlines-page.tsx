import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useState, type FormEvent } from 'react';
import type { TeamAccount } from '@generated/model';
import { Button } from '@/ui/button';
import { DataTable, formatSort, Pager, parseSort } from '@/ui/data-table';
import { Icon } from '@/ui/icon';
import { onDemand } from '@/ui/on-demand';
import { PageHeader } from '@/ui/page-header';
import { downlinesQueryOptions } from '../api/team';
import { breadcrumb, pathParam, type DownlinesSearch } from '../logic/downlines-search';
import { useDownlineColumns } from './downline-columns';
import './agent-page.css';
import './downlines-page.css';

// The two forms (and zod with react-hook-form) load when a row's button opens one, not with the table (issue 12).
const TransferDialog = onDemand(() => import('./transfer-dialog'), 'TransferDialog');
const ContractOfferDialog = onDemand(() => import('./contract-offer-dialog'), 'ContractOfferDialog');

const route = getRouteApi('/_agent/agentHome/downlines');

type Open = { kind: 'transfer'; account?: TeamAccount } | { kind: 'offer'; account: TeamAccount } | null;

/**
 * downlineManagmentView (SPEC 2): the team as a searchable, sortable, paged
 * table with drill down (the breadcrumb is in the URL), transfers to a
 * downline and contract offers to a direct one.
 */
export function DownlinesPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const path = breadcrumb(search.path);
  const downlines = useQuery(downlinesQueryOptions(search));
  const [open, setOpen] = useState<Open>(null);
  const [keyword, setKeyword] = useState(search.q ?? '');
  // The box follows the URL's search (issue 31): the menu's fresh list, a link or Back empties or refills it.
  const [searchShown, setSearchShown] = useState(search.q);
  if (searchShown !== search.q) {
    setSearchShown(search.q);
    setKeyword(search.q ?? '');
  }
  const change = useCallback(
    (patch: Partial<DownlinesSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true }),
    [navigate],
  );
  const onDrill = useCallback(
    (row: TeamAccount) => {
      // From a search result the breadcrumb is the row's own chain: the server sends it with the next page.
      const next = search.q ? [row.account] : [...path, row.account];
      setKeyword('');
      void navigate({ search: { path: pathParam(next), pageSize: search.pageSize } });
    },
    [navigate, path, search.q, search.pageSize],
  );
  const columns = useDownlineColumns({
    onDrill,
    onTransfer: useCallback((account: TeamAccount) => setOpen({ kind: 'transfer', account }), []),
    onOffer: useCallback((account: TeamAccount) => setOpen({ kind: 'offer', account }), []),
  });
  const serverPath = downlines.data?.path ?? path;
  const keywordShown = search.q;
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ q: keyword.trim() || undefined, pageNo: 1 });
  };

  return (
    <div className="agent-page">
      <PageHeader
        title={t`Downline management`}
        description={t`Everyone in your team. Open an account's team to go a level down; transfer money or offer a contract from its row.`}
        actions={
          <Button variant="primary" onClick={() => setOpen({ kind: 'transfer' })}>
            <Icon name="coins" size={16} />
            <Trans>Transfer to a downline</Trans>
          </Button>
        }
      />
      <div className="toolbar">
        <nav className="crumbs" aria-label={t`Team levels`}>
          <ol>
            <li>
              <Link to="/agentHome/downlines" search={{ pageSize: search.pageSize }} aria-current={serverPath.length === 0 && !search.q ? 'page' : undefined}>
                <Icon name="users" size={14} />
                <Trans>My team</Trans>
              </Link>
            </li>
            {serverPath.map((account, index) => (
              <li key={account}>
                <Link
                  to="/agentHome/downlines"
                  search={{ path: pathParam(serverPath.slice(0, index + 1)), pageSize: search.pageSize }}
                  aria-current={index === serverPath.length - 1 ? 'page' : undefined}
                >
                  {account}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <form className="toolbar__search" role="search" onSubmit={submitSearch}>
          <label className="visually-hidden" htmlFor="downline-search">
            {t`Search accounts`}
          </label>
          <input
            id="downline-search"
            type="search"
            value={keyword}
            placeholder={t`Search accounts`}
            maxLength={32}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <Button type="submit">
            <Icon name="search" size={14} />
            <Trans>Search</Trans>
          </Button>
          {search.q ? (
            <Button
              variant="ghost"
              onClick={() => {
                setKeyword('');
                change({ q: undefined, pageNo: 1 });
              }}
            >
              <Trans>Clear</Trans>
            </Button>
          ) : null}
        </form>
      </div>
      {keywordShown ? (
        <p className="toolbar__note" role="status">
          <Trans>Accounts at every level below that contain “{keywordShown}”.</Trans>
        </p>
      ) : null}
      <DataTable
        label={t`Team accounts`}
        columns={columns}
        rows={downlines.data?.list}
        status={downlines.status}
        error={downlines.error}
        onRetry={() => void downlines.refetch()}
        refreshing={downlines.isPlaceholderData}
        getRowId={(row) => row.account}
        sort={parseSort(search.sort)}
        onSortChange={(sort) => change({ sort: formatSort(sort), pageNo: 1 })}
        emptyText={search.q ? t`No account matches.` : t`No downlines at this level yet.`}
      />
      {/* A failed first page has no pages to move between: the table's notice offers the retry. */}
      {downlines.isError && !downlines.data ? null : (
        <Pager pageNo={search.pageNo} pageSize={search.pageSize} total={downlines.data?.total} onChange={(next) => change(next)} />
      )}
      {open?.kind === 'transfer' ? <TransferDialog account={open.account} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'offer' ? <ContractOfferDialog account={open.account} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
