import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { TrialBlockedDialog } from '@/features/auth';
import { currentLanguage } from '@/lib/i18n';
import { QueryState } from '@/ui/query-state';
import { useCategoryVendors } from '../api/use-category-games';
import { useLotteryLobby } from '../api/use-launch-page';
import { useViewer } from '../hooks/use-viewer';
import { prizeMode, type LotteryKind } from '../logic/prize-mode';
import type { LotterySearch } from '../logic/search';
import { GameStage } from './game-stage';
import './centre.css';

/**
 * /lottery, /seaLottery and /vnLottery: the lottery lobby (or, with a game
 * code, its betting view) with SPEC 4's prize mode. Login is required by the
 * route; a trial user is told a real account is needed.
 */
export function LotteryPage({ kind, search }: { kind: LotteryKind; search: LotterySearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { isTrial } = useViewer();
  const elott = useCategoryVendors('ELOTT');
  const mode = prizeMode(
    kind,
    search.gameType,
    (elott.data ?? []).map((vendor) => vendor.vassalage),
  );
  const lobby = useLotteryLobby(
    {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      prizeMode: mode,
      ...(search.gameCode ? { gameCode: search.gameCode } : {}),
      view: search.gameCode ? 'betting' : 'lobby',
      device: 'WEB',
      backUrl: `${window.location.origin}${window.location.pathname}`,
      language: currentLanguage(),
    },
    // Wait for the e-lottery vendors (they decide the prize mode); a launch URL is never reused.
    !isTrial && !elott.isPending,
  );
  const titles: Record<LotteryKind, string> = { lottery: t`Lottery`, sea: t`Sea lottery`, vn: t`Vietnam lottery` };
  const title = titles[kind];
  return (
    <section className="game-page" aria-labelledby="game-page-title">
      <header className="game-page__header">
        <h1 id="game-page-title">{title}</h1>
        <p className="game-page__meta">
          <span className="game-page__chip">
            <Trans>Prize mode {mode}</Trans>
          </span>
          {search.gameCode ? <span className="game-page__chip">{search.gameCode}</span> : null}
        </p>
      </header>
      {isTrial ? (
        <>
          <p className="centre-empty">
            <Trans>A real account must be registered first.</Trans>
          </p>
          <TrialBlockedDialog onClose={() => void navigate({ to: '/' })} />
        </>
      ) : (
        <QueryState query={lobby} label={t`Lottery lobby`}>
          {(value) => <GameStage title={title} url={value.url} />}
        </QueryState>
      )}
    </section>
  );
}
