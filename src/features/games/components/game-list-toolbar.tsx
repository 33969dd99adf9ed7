import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Chip, ChipGroup } from '@/ui/chip';
import { GAME_FILTERS, SUB_TYPES, type GameFilterCode, type SubTypeCode } from '../logic/game-filters';

const SEARCH_DELAY_MS = 300;

type ToolbarProps = {
  filter: GameFilterCode;
  sub: SubTypeCode | undefined;
  query: string;
  onFilter: (filter: GameFilterCode) => void;
  onSub: (sub: SubTypeCode | undefined) => void;
  onQuery: (query: string) => void;
};

/** The filters NEW, FAV, ALL, HOT, RECENT, the sub-types JP, TG, AC (SPEC 9) and search by name. */
export function GameListToolbar({ filter, sub, query, onFilter, onSub, onQuery }: ToolbarProps) {
  const { t } = useLingui();
  const searchId = useId();
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  const [sent, setSent] = useState(query);
  // The address changed the search (Back, "clear filters"), not our own typing: show it in the box.
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== sent) {
      setSent(query);
      setText(query);
    }
  }
  // Searching as you type: one list request per pause, not per key.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSent(value.trim());
      onQuery(value.trim());
    }, SEARCH_DELAY_MS);
  };

  const filterLabels: Record<GameFilterCode, string> = { NEW: t`New`, FAV: t`Favourites`, ALL: t`All`, HOT: t`Hot`, RECENT: t`Recent` };
  const subLabels: Record<SubTypeCode, string> = { JP: t`Jackpot`, TG: t`Table games`, AC: t`Arcade` };
  return (
    <div className="game-toolbar">
      <ChipGroup label={t`Show`}>
        {GAME_FILTERS.map((code) => (
          <Chip key={code} variant="primary" pressed={filter === code} onClick={() => onFilter(code)}>
            {filterLabels[code]}
          </Chip>
        ))}
      </ChipGroup>
      <ChipGroup label={t`Game type`}>
        {SUB_TYPES.map((code) => (
          <Chip key={code} variant="quiet" pressed={sub === code} onClick={() => onSub(sub === code ? undefined : code)}>
            {subLabels[code]}
          </Chip>
        ))}
      </ChipGroup>
      <div className="search-box">
        <label htmlFor={searchId} className="visually-hidden">
          {t`Search games`}
        </label>
        <svg className="search-box__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={searchId}
          className="search-box__input"
          type="search"
          value={text}
          maxLength={50}
          placeholder={t`Search games`}
          onChange={(event) => type(event.target.value)}
        />
      </div>
    </div>
  );
}
