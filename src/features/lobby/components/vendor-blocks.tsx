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
          {HOME_BLOCKS.map((gameType) => {
            const menu = list.find((entry) => entry.gameType === gameType && entry.vendors.length > 0);
            return menu ? <VendorBlock key={gameType} menu={menu} /> : null;
          })}
        </div>
      )}
    </QueryState>
  );
}
