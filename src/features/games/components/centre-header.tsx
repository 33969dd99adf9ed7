import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Game } from '@generated/model';
import { useGameTypeLabel } from './game-type-label';
import './centre.css';

/** The banner at the top of a game centre: the category, a line about it and, optionally, a count. */
export function CentreHeader({ gameType, aside }: { gameType: Game['gameType']; aside?: ReactNode }) {
  const { t } = useLingui();
  const label = useGameTypeLabel(gameType);
  const taglines: Partial<Record<Game['gameType'], string>> = {
    RNG: t`Spin the reels of the best slot providers in Asia.`,
    LIVE: t`Real dealers and real tables, streamed live around the clock.`,
    FISH: t`Aim, fire and reel in the big prizes.`,
    PVP: t`Take on real players at the card table.`,
    BGS: t`Classic board games with real rewards.`,
    SPORTS: t`Football, basketball and more, with live odds on every match.`,
    ESPORTS: t`Back your team in the biggest e-sports tournaments.`,
    LOTT: t`Daily draws from Vietnam, the region and 4D.`,
    ELOTT: t`Fast draws every few minutes.`,
    COCKFIGHT: t`Live arenas with matches all day.`,
  };
  return (
    <header className={`centre-hero centre-hero--${gameType.toLowerCase()}`}>
      <div>
        <h1 id="centre-title" className="centre-hero__title">
          {label}
        </h1>
        <p className="centre-hero__tagline">{taglines[gameType]}</p>
      </div>
      {aside ? <div className="centre-hero__aside">{aside}</div> : null}
    </header>
  );
}
