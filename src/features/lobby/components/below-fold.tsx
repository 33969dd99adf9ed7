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
  return (
    <>
      <div className="lobby__columns">
        <VendorBlocks />
        <WinnerBoard />
      </div>
      <VideoBanners banners={banners.filter((banner) => banner.groupName === 'w_promotion')} />
    </>
  );
}
