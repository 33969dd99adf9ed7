import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useLanguage } from '@/lib/use-language';
import { buttonClass } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageIntro } from './page-intro';
import { QueryState } from '@/ui/query-state';
import { promotionsQueryOptions } from '../api/promotions';
import { useFilterLabel } from '../hooks/use-promotion-labels';
import { useMemberStatuses } from '../hooks/use-member-statuses';
import { PROMOTION_FILTERS } from '../logic/filters';
import { PromotionCard } from './promotion-card';
import { PromotionDetailDialog } from './promotion-detail-dialog';
import './promo-page.css';
import './promotions-list-page.css';

const route = getRouteApi('/_player/promotions');

/** /promotions: the SPEC 9 filters (in the URL), the cards, and one promotion in full (?id=). Guests read; applying needs a login. */
export function PromotionsPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const language = useLanguage();
  const filterLabel = useFilterLabel();
  const promotions = useQuery(promotionsQueryOptions(language, search.category));
  const statuses = useMemberStatuses();
  const current = search.category ?? 'all';
  const open = search.id ? promotions.data?.list.find((promotion) => promotion.promotionId === search.id) : undefined;

  return (
    <section className="promotions-page">
      <PageIntro title={<Trans>Promotions</Trans>} description={<Trans>Bonuses, cashback, tournaments and lucky draws, updated every week.</Trans>} />
      <nav className="promo-filters" aria-label={t`Promotion filters`}>
        <ul>
          {PROMOTION_FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to="/promotions"
                search={filter === 'all' ? {} : { category: filter }}
                className="promo-filters__chip"
                aria-current={current === filter ? 'page' : undefined}
                // The router marks a link current when its search is a part of the URL's, and "All" (no search) is a part
                // of every one: only the same search counts; `aria-current` above keeps "Sports" current beside `?id=`.
                activeOptions={{ exact: true }}
                replace
                resetScroll={false}
              >
                {filterLabel(filter)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState query={promotions} label={t`Promotions`}>
        {({ list }) =>
          list.length === 0 ? (
            <EmptyState
              icon="gift"
              title={<Trans>No promotions here right now</Trans>}
              text={<Trans>New promotions arrive every week. Try another filter.</Trans>}
              action={
                <Link to="/promotions" search={{}} className={buttonClass()}>
                  <Trans>Show all promotions</Trans>
                </Link>
              }
            />
          ) : (
            <div className="promo-grid" data-refreshing={promotions.isPlaceholderData || undefined}>
              {list.map((promotion) => (
                <PromotionCard key={promotion.promotionId} promotion={promotion} status={statuses.get(promotion.promotionId) ?? promotion.status} />
              ))}
            </div>
          )
        }
      </QueryState>
      {open ? (
        <PromotionDetailDialog
          promotion={open}
          status={statuses.get(open.promotionId) ?? open.status}
          onClose={() => void navigate({ search: (prev) => ({ ...prev, id: undefined }), replace: true, resetScroll: false })}
        />
      ) : null}
    </section>
  );
}
