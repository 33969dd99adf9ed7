import { Trans, useLingui } from '@lingui/react/macro';
import type { Vendor } from '@generated/model';
import { useGameLauncher } from '@/features/games';
import { Icon } from '@/ui/icon';
import { hasStartButton } from '../logic/lanes';
import { Button } from '@/ui/button';
import './vendor-card.css';

const DEFAULT_ICON = '/default-game.svg';

/** A vendor card: logo and name; start now launches it (slots open the vendor's game list instead, SPEC 2). */
export function VendorCard({ vendor, categoryLabel }: { vendor: Vendor; categoryLabel: string }) {
  const { t } = useLingui();
  const { launchVendor } = useGameLauncher();
  const name = vendor.displayName ?? vendor.vassalage;
  return (
    <article className="vendor-card" aria-label={name}>
      <img
        className="vendor-card__logo"
        src={vendor.lagerIcon || DEFAULT_ICON}
        alt=""
        loading="lazy"
        width={240}
        height={120}
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(DEFAULT_ICON)) event.currentTarget.src = DEFAULT_ICON;
        }}
      />
      <div className="vendor-card__body">
        <h3 className="vendor-card__name">{name}</h3>
        <p className="vendor-card__type">{categoryLabel}</p>
      </div>
      {hasStartButton(vendor.gameType) ? (
        <Button variant="primary" className="vendor-card__action" onClick={() => launchVendor(vendor)}>
          <Trans>Start now</Trans>
          <span className="visually-hidden"> {name}</span>
        </Button>
      ) : (
        <Button className="vendor-card__action" aria-label={t`${name} games`} onClick={() => launchVendor(vendor)}>
          <Trans>Games</Trans>
          <Icon name="chevron-right" size={16} />
        </Button>
      )}
    </article>
  );
}
