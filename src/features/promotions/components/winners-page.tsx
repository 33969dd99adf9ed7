import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '@/lib/use-language';
import { formatMoney } from '@/lib/money';
import { EmptyState } from '@/ui/empty-state';
import { useGameTypeLabels } from '@/ui/game-type-label';
import { PageIntro } from './page-intro';
import { QueryState } from '@/ui/query-state';
import { winnersQueryOptions } from '../api/promotions';
import './promo-page.css';
import './winners-page.css';

const CATEGORIES = ['ALL', 'RNG', 'LIVE', 'FISH', 'SPORTS'] as const;
const MEDALS = ['gold', 'silver', 'bronze'] as const;

/** The winners list (SPEC 2 "winners list"): the 20 biggest recent wins, the top 3 on a podium, by category. */
export function WinnersPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const gameType = useGameTypeLabels();
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('ALL');
  const winners = useQuery(winnersQueryOptions(language, category));
  return (
    <section className="winners-page">
      <PageIntro title={<Trans>Winners</Trans>} description={<Trans>The biggest wins on Royal Lobby. Yours could be next.</Trans>} />
      <div className="promo-filters" role="group" aria-label={t`Game category`}>
        <ul>
          {CATEGORIES.map((value) => (
            <li key={value}>
              <button type="button" className="promo-filters__chip" aria-pressed={category === value} onClick={() => setCategory(value)}>
                {value === 'ALL' ? t({ message: 'All', comment: 'Winners filter: every game category' }) : gameType(value)}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <QueryState query={winners} label={t`Winners`}>
        {({ list }) =>
          list.length === 0 ? (
            <EmptyState icon="trophy" title={<Trans>No data</Trans>} />
          ) : (
            <>
              <ol className="winners-podium" aria-label={t`Biggest wins`}>
                {list.slice(0, 3).map(({ vo }, index) => (
                  <li key={`${index}-${vo.customerName}`} data-medal={MEDALS[index]}>
                    <span className="winners-podium__rank">{index + 1}</span>
                    {vo.iconUrl ? <img src={vo.iconUrl} alt="" width={72} height={72} loading="lazy" /> : null}
                    <strong>{vo.customerName}</strong>
                    <span className="promo-muted">{vo.gameName}</span>
                    <span className="winners-podium__amount">{formatMoney(vo.winAmount)}</span>
                  </li>
                ))}
              </ol>
              <ol className="winners-list" start={4} aria-label={t`More winners`}>
                {list.slice(3).map(({ vo }, index) => (
                  <li key={`${index}-${vo.customerName}`}>
                    <span className="winners-list__rank">{index + 4}</span>
                    {vo.iconUrl ? <img src={vo.iconUrl} alt="" width={40} height={40} loading="lazy" /> : null}
                    <span className="winners-list__who">
                      <strong>{vo.customerName}</strong>
                      <span className="promo-muted">{vo.gameName}</span>
                    </span>
                    <span className="winners-list__amount">{formatMoney(vo.winAmount)}</span>
                  </li>
                ))}
              </ol>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
