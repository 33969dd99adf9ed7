import { useLingui } from '@lingui/react/macro';
import type { Game } from '@generated/model';

export function useGameTypeLabel(gameType: Game['gameType']): string {
  const { t } = useLingui();
  const labels: Record<Game['gameType'], string> = {
    RNG: t`Slots`,
    LIVE: t`Live casino`,
    FISH: t`Fishing`,
    PVP: t`Card games`,
    SPORTS: t`Sports`,
    ESPORTS: t`E-sports`,
    LOTT: t`Lottery`,
    ELOTT: t`E-lottery`,
    COCKFIGHT: t`Cockfight`,
    BGS: t`Board games`,
    HOME: t`Home`,
    PROMO: t`Promotions`,
  };
  return labels[gameType];
}
