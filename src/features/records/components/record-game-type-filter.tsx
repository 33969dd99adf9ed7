import { useLingui } from '@lingui/react/macro';
import type { GameType } from '@generated/model';
import { useGameTypeLabels } from '@/ui/game-type-label';
import { SelectFilter } from '@/ui/report-page';
import { RECORD_GAME_TYPES } from '../logic/records-search';

/** The game-type filter of the bet records (betting record, profit and loss): a change goes back to page 1. */
export function RecordGameTypeFilter({
  value,
  onChange,
}: {
  value: GameType | undefined;
  onChange: (search: { gameType: GameType | undefined; pageNo: number }) => void;
}) {
  const { t } = useLingui();
  const gameTypeLabel = useGameTypeLabels();
  return (
    <SelectFilter<GameType>
      label={t`Game type`}
      value={value}
      options={RECORD_GAME_TYPES}
      optionLabel={gameTypeLabel}
      allLabel={t`All games`}
      onChange={(gameType) => onChange({ gameType, pageNo: 1 })}
    />
  );
}
