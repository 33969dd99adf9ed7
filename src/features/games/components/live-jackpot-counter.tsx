import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { formatMoney } from '@/lib/format';
import { useLiveData } from '@/api/connection';
import { Icon } from '@/ui/icon';
import { useJackpot } from '../hooks/use-home-jackpot';
import { HOME_JACKPOT } from '../logic/jackpot';

/**
 * The home lobby's progressive jackpot (SPEC 4; a game card's own counter is GameCardJackpot): slot-machine digits,
 * read once by screen readers rather than on every tick. Loaded by JackpotCounter (jackpot-counter.tsx), its styles there.
 */
export function LiveJackpotCounter() {
  // Without live answers from the server the figure would be invented: it stands still and says so (ADR 0026).
  const live = useLiveData();
  const value = formatMoney(useJackpot(HOME_JACKPOT, undefined, !live));
  // The digits roll when the figure changes, not when the counter first shows: at the page's load each digit's roll was
  // a frame the compositor drew while the lobby's first tasks ran (issue 33). Once the figure has moved, stays true.
  const [first] = useState(value);
  const [rolling, setRolling] = useState(false);
  if (!rolling && value !== first) setRolling(true);
  return (
    <section className="jackpot" aria-labelledby="jackpot-title">
      <div className="jackpot__label">
        <Icon name="coins" size={28} />
        <h2 id="jackpot-title">
          <Trans>Progressive jackpot</Trans>
        </h2>
      </div>
      <p className="jackpot__value" data-testid="jackpot-value">
        <span className="visually-hidden">{value}</span>
        <span className="jackpot__digits" aria-hidden="true" data-rolling={rolling || undefined}>
          {[...value].map((char, index) =>
            /\d/.test(char) ? (
              <span key={`${index}-${char}`} className="jackpot__digit">
                {char}
              </span>
            ) : (
              <span key={`${index}-sep`} className="jackpot__separator">
                {char}
              </span>
            ),
          )}
        </span>
      </p>
      <p className="jackpot__note" role="status" data-paused={!live || undefined}>
        {live ? <Trans>Play any jackpot slot for a chance to win it all.</Trans> : <Trans>Paused until the connection is back.</Trans>}
      </p>
    </section>
  );
}
