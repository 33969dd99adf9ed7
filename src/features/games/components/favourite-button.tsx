import { useLingui } from '@lingui/react/macro';
import type { Game } from '@generated/model';
import { useGameLauncher } from '../hooks/launcher-context';

/** The heart on a game card: a toggle whose state screen readers hear (aria-pressed); `on` from the card's list. */
export function FavouriteButton({ game, title, on }: { game: Game; title: string; on: boolean }) {
  const { t } = useLingui();
  const { toggleFavourite } = useGameLauncher();
  return (
    <button
      type="button"
      className={`favourite-button${on ? ' favourite-button--on' : ''}`}
      aria-pressed={on}
      aria-label={t`Favourite ${title}`}
      onClick={() => toggleFavourite(game)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.4 2.5.8-1.3 2.3-2.5 4.4-2.5 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
