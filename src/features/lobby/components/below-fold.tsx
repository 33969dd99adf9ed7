import { useDeferredValue } from 'react';
import type { Banner } from '@generated/model';
import { VendorBlocks } from './vendor-blocks';
import { VideoBanners } from './video-banners';
import { WinnerBoard } from './winner-board';

/**
 * The lobby below the fold (SPEC 1): the category blocks beside the winner board, then the video banners. Its own
 * module, loaded once the first screen has rendered (./home-lobby.tsx): its code is not part of the lobby's initial
 * JS, and the first screen's hydration never waits for it (issue 33, ADR 0036).
 */
export function BelowFold({ banners }: { banners: readonly Banner[] }) {
  // The notices' answer (banners and videos in one list) reaches the lobby as a synchronous update: the videos below
  // the fold then built their slides in the same commit as the first screen's banners and marquee (a 40 ms task in a
  // phone profile, issue 33). Deferred, they follow in a transition of their own.
  const deferredBanners = useDeferredValue(banners);
  return (
    <>
      <div className="lobby__columns">
        <VendorBlocks />
        <WinnerBoard />
      </div>
      <VideoBanners banners={deferredBanners.filter((banner) => banner.groupName === 'w_promotion')} />
    </>
  );
}
