import { useLingui } from '@lingui/react/macro';
import { useGameMenus } from '@/features/shell';
import { QueryState } from '@/ui/query-state';
import { HOME_BLOCKS } from '../logic/lanes';
import { VendorBlock } from './vendor-block';
import './vendor-blocks.css';

/** The RNG, LIVE, FISH, PVP, SPORTS, ESPORTS and COCKFIGHT blocks, each only when it has vendors. */
export function VendorBlocks() {
  const { t } = useLingui();
  const menus = useGameMenus();
  return (
    <QueryState query={menus} inSlices label={t`Game providers`}>
      {(list) => (
        <div className="vendor-blocks">
          {HOME_BLOCKS.map((gameType) => list.find((entry) => entry.gameType === gameType && entry.vendors.length > 0))
            .filter((menu) => menu !== undefined)
            .map((menu, index) => (
              // The first block starts at the fold (issue 33): its cards are drawn at once, the others' when near.
              <VendorBlock key={menu.gameType} menu={menu} eager={index === 0} />
            ))}
        </div>
      )}
    </QueryState>
  );
}
