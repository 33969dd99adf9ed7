import { memo, Suspense, useDeferredValue, useEffect } from 'react';
import { JackpotCounter } from '@/features/games';
import { useNotices } from '@/features/notices';
import { settleFirstScreen } from '@/lib/first-screen';
import { Deferred } from '@/ui/deferred';
import { lazyNamed } from '@/ui/on-demand';
import { homeBanners } from '../logic/banners';
import { BannerCarousel } from './banner-carousel';
import { HotGames } from './hot-games';
import { NoticeMarquee } from './notice-marquee';
import './home-lobby.css';

const BelowFold = lazyNamed(() => import(/* after-first-screen */ './below-fold'), 'BelowFold');

/**
 * The home lobby (SPEC 1): notice marquee, banners, jackpot, hot games, the
 * category blocks beside the winner board, and video banners. Each section
 * loads on its own, so one failing call never blanks the page.
 */
export function HomeLobby() {
  const notices = useNotices();
  // The notices' answer reaches the page as a synchronous update (the query cache is an external store): drawn there,
  // the marquee, the banners and everything the lobby re-renders with them were one 15-70 ms task after the first
  // paint (issue 33, ADR 0036). Deferred, that update renders only this component; the sections render in a
  // transition React cuts into slices, their placeholders staying until it commits.
  const data = useDeferredValue(notices.data);
  return <LobbySections data={data} failed={notices.isError} />;
}

const LobbySections = memo(function LobbySections({ data, failed }: { data: ReturnType<typeof useNotices>['data']; failed: boolean }) {
  const loading = data === undefined && !failed;
  const banners = data?.banners ?? [];
  return (
    <div className="lobby">
      {/* Sized placeholders while the notices load, so nothing below moves when they arrive (CLS, issue 12). */}
      {loading ? <div className="notice-marquee notice-marquee--loading" aria-hidden="true" /> : <NoticeMarquee notices={data?.player ?? []} />}
      {loading ? <div className="banners banners--loading ui-shimmer" aria-hidden="true" /> : <BannerCarousel banners={homeBanners(banners)} />}
      {/*
        A boundary of its own: hydrating the build's HTML (ADR 0022), React leaves what is inside for a later,
        interruptible pass, so the jackpot and the hot games (below the banner on a phone) are not part of the first
        screen's one hydration task (issue 33, ADR 0032). Nothing inside suspends, so the fallback is never shown.
      */}
      <Suspense fallback={null}>
        <JackpotCounter />
        <HotGames />
        <FirstScreenSettled />
      </Suspense>
      {/* Below the fold: rendered in a second, interruptible pass (issue 12), from code loaded then (issue 33). */}
      <Deferred fallback={belowPlaceholder}>
        <Suspense fallback={belowPlaceholder}>
          <BelowFold banners={banners} />
        </Suspense>
      </Deferred>
    </div>
  );
});

const belowPlaceholder = <div className="lobby__below" aria-hidden="true" />;

/**
 * The first screen's last part to hydrate, inside the last boundary: once it is hydrated, so is the rest (ADR 0022),
 * and the held answers may come. Earlier (in HomeLobby itself) the answers reached the hot games before their
 * boundary had hydrated, and the held-back HTML no longer matched (issue 33).
 */
function FirstScreenSettled() {
  useEffect(settleFirstScreen, []);
  return null;
}
