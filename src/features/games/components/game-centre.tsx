import { Trans, useLingui } from '@lingui/react/macro';
import type { Game } from '@generated/model';
import { QueryState } from '@/ui/query-state';
import { useCategoryVendors } from '../api/use-category-games';
import { CentreHeader } from './centre-header';
import { ProviderCard } from './provider-card';

/** A game centre (/sports, /esports, /lott, /elott, /cockfight): the category's vendors as cards. */
export function GameCentre({ gameType }: { gameType: Game['gameType'] }) {
  const { t } = useLingui();
  const vendors = useCategoryVendors(gameType);
  return (
    <section className="game-centre" aria-labelledby="centre-title">
      <CentreHeader gameType={gameType} />
      <QueryState query={vendors} inSlices label={t`Game providers`}>
        {(list) =>
          list.length === 0 ? (
            <p className="centre-empty">
              <Trans>No providers are available right now.</Trans>
            </p>
          ) : (
            <ul className="provider-grid" aria-label={t`Game providers`}>
              {list.map((vendor, index) => (
                <li key={vendor.vassalage}>
                  <ProviderCard vendor={vendor} index={index} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
