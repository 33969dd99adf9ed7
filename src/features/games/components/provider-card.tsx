import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Vendor } from '@generated/model';
import { useGameLauncher } from '../hooks/launcher-context';
import { cardTheme } from '../logic/card-theme';
import { useGameTypeLabel } from './game-type-label';
import { Button } from '@/ui/button';

/** A vendor of a game centre: its logo and, except for slots (SPEC 2), a start-now button. */
export function ProviderCard({ vendor, index }: { vendor: Vendor; index: number }) {
  const { t } = useLingui();
  const { launchVendor } = useGameLauncher();
  const category = useGameTypeLabel(vendor.gameType);
  const [logoFailed, setLogoFailed] = useState(false);
  const name = vendor.displayName ?? vendor.vassalage;
  return (
    <article className={`provider-card game-card--theme-${cardTheme(index)}`} aria-label={name}>
      <div className="provider-card__art">
        {vendor.lagerIcon && !logoFailed ? (
          <img src={vendor.lagerIcon} alt="" width={240} height={120} loading="lazy" onError={() => setLogoFailed(true)} />
        ) : (
          <span className="provider-card__initials" aria-hidden="true">
            {vendor.vassalage.slice(0, 3)}
          </span>
        )}
      </div>
      <div className="provider-card__body">
        <div>
          <h2 className="provider-card__name">{name}</h2>
          <p className="provider-card__category">{category}</p>
        </div>
        {vendor.gameType === 'RNG' ? null : (
          <Button variant="primary" aria-label={t`Start now ${name}`} onClick={() => launchVendor(vendor)}>
            <Trans>Start now</Trans>
          </Button>
        )}
      </div>
    </article>
  );
}
