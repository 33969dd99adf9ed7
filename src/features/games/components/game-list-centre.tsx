import type { Game } from '@generated/model';
import { useCategoryVendors } from '../api/use-category-games';
import { resolveVendor } from '../logic/game-filters';
import type { GameListSearch } from '../logic/search';
import { CentreHeader } from './centre-header';
import { GameListToolbar } from './game-list-toolbar';
import { GameResults } from './game-results';
import { ALL_VENDORS, VendorTabs } from './vendor-tabs';

type GameListCentreProps = {
  gameType: Game['gameType'];
  search: GameListSearch;
  /** Writes the centre's state to the address; `replace` for typing, so Back skips keystrokes. */
  onSearchChange: (next: GameListSearch, options?: { replace?: boolean }) => void;
};

/**
 * A game list centre (/live, /fish, /rng, /pvp, /bgs): vendor tabs, the
 * filters and sub-types, search by name, and the games 20 at a time.
 */
export function GameListCentre({ gameType, search, onSearchChange }: GameListCentreProps) {
  const vendors = useCategoryVendors(gameType);
  const filter = search.filter ?? 'ALL';
  // /rng?vassalage=INHOUSE is the in-house group: its tab is JL's (SPEC 9).
  const selectedVendor = resolveVendor(search.vassalage);
  const tab = selectedVendor && (vendors.data ?? []).some((vendor) => vendor.vassalage === selectedVendor) ? selectedVendor : ALL_VENDORS;
  const update = (change: Partial<GameListSearch>, options?: { replace?: boolean }) => onSearchChange({ ...search, ...change }, options);
  return (
    <section className="game-centre" aria-labelledby="centre-title">
      <CentreHeader gameType={gameType} />
      <VendorTabs vendors={vendors.data ?? []} value={tab} onChange={(value) => update({ vassalage: value === ALL_VENDORS ? undefined : value })}>
        <GameListToolbar
          filter={filter}
          sub={search.sub}
          query={search.q ?? ''}
          onFilter={(next) => update({ filter: next === 'ALL' ? undefined : next })}
          onSub={(sub) => update({ sub })}
          onQuery={(q) => update({ q: q || undefined }, { replace: true })}
        />
        <GameResults
          gameType={gameType}
          filter={filter}
          criteria={{ vassalage: search.vassalage, sub: search.sub, q: search.q }}
          onReset={() => onSearchChange({ vassalage: search.vassalage })}
        />
      </VendorTabs>
    </section>
  );
}
