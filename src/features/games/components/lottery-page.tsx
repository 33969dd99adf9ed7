import { Trans, useLingui } from '@lingui/react/macro';
import { useLaunchLotteryLobby } from '@generated/api/lottery/lottery';
import { currentLanguage } from '@/lib/i18n';
import { QueryState } from '@/ui/query-state';
import type { SeamlessSearch } from '../logic/search';

const PRIZE_MODES = { lottery: 'LOTT', sea: 'SEA', vn: 'LOTT' } as const;

/** The lottery lobby in a frame (the full prize-mode rules come with the games work). */
export function LotteryPage({ kind, gameCode }: { kind: 'lottery' | 'sea' | 'vn'; gameCode?: string }) {
  const { t } = useLingui();
  const lobby = useLaunchLotteryLobby(
    {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      prizeMode: PRIZE_MODES[kind],
      gameCode,
      view: 'lobby',
      device: 'WEB',
      backUrl: window.location.origin,
      language: currentLanguage(),
    },
    { query: { select: (response) => response.value } },
  );
  return (
    <section aria-labelledby="lottery-title">
      <h1 id="lottery-title">
        <Trans>Lottery</Trans>
      </h1>
      <QueryState query={lobby} label={t`Lottery`}>
        {(value) => <iframe className="game-frame" title={t`Lottery lobby`} src={value.url} sandbox="allow-scripts allow-same-origin allow-forms" />}
      </QueryState>
    </section>
  );
}

export function SeamlessGame({ search }: { search: SeamlessSearch }) {
  return (
    <section>
      <h1>
        <Trans>Seamless game</Trans>
      </h1>
      <p className="muted">{search.gameCode ?? search.vassalage ?? ''}</p>
    </section>
  );
}
