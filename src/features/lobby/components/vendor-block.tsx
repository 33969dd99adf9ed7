import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type CSSProperties } from 'react';
import { useNear } from '@/lib/when-near';
import type { GameMenu } from '@generated/model';
import { CATEGORY_ICONS, CATEGORY_ROUTES, useCategoryLabels } from '@/features/shell';
import { Icon } from '@/ui/icon';
import { LANE_RULES, laneView } from '../logic/lanes';
import { LobbySection } from './lobby-section';
import { VendorCard } from './vendor-card';
import './vendor-block.css';

/**
 * One home block (RNG, LIVE ...): up to 12 vendor cards, arrows to page through when there are more. Its cards are
 * drawn once the block is within a screen of the viewport (`eager`: at once): on a phone the seven blocks run 5,000 px
 * below the fold, and drawing all their cards at the lobby's load was work for a page few players scroll to the end
 * of (issue 33, session 14). The heading and its links are there from the start, for a screen reader's list of
 * headings; until then the grid holds about its size (vendor-blocks.css), so the page's length and what comes below stay put.
 */
export function VendorBlock({ menu, eager = false }: { menu: GameMenu; eager?: boolean }) {
  const { t } = useLingui();
  const [grid, near] = useNear<HTMLUListElement>(eager);
  const label = useCategoryLabels()(menu);
  const [page, setPage] = useState(0);
  const lane = laneView(menu.vendors, LANE_RULES.vendors, page);
  const id = `block-${menu.gameType.toLowerCase()}`;
  return (
    <LobbySection
      id={id}
      icon={CATEGORY_ICONS[menu.gameType]}
      title={label}
      actions={
        <>
          {lane.hasArrows ? (
            <span className="lobby-section__arrows">
              <button type="button" className="arrow-button" aria-label={t`Previous ${label} providers`} onClick={() => setPage(lane.page - 1)}>
                <Icon name="chevron-left" size={16} />
              </button>
              <button type="button" className="arrow-button" aria-label={t`Next ${label} providers`} onClick={() => setPage(lane.page + 1)}>
                <Icon name="chevron-right" size={16} />
              </button>
            </span>
          ) : null}
          <Link to={CATEGORY_ROUTES[menu.gameType]} className="lobby-section__more" aria-label={t`See all ${label}`}>
            <Trans>See all</Trans>
          </Link>
        </>
      }
    >
      <ul
        ref={grid}
        className="vendor-grid"
        data-testid={id}
        data-pending={near ? undefined : ''}
        style={near ? undefined : ({ '--cards': lane.visible.length } as CSSProperties)}
      >
        {(near ? lane.visible : []).map((vendor) => (
          <li key={vendor.vassalage}>
            <VendorCard vendor={vendor} categoryLabel={label} />
          </li>
        ))}
      </ul>
    </LobbySection>
  );
}
