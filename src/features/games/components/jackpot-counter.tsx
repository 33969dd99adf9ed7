import { memo, Suspense } from 'react';
import { lazyNamed } from '@/ui/on-demand';
import './jackpot-counter.css';

/**
 * The counter's code (its digits, the stored value, the ticking) comes after the first screen: the build's HTML holds
 * the counter at its floor, and this boundary keeps that HTML until the code has arrived and hydrates it (issue 33,
 * ADR 0032). Its first tick is seconds away anyway. Its styles stay here, with the first screen's.
 */
const LiveJackpotCounter = lazyNamed(() => import('./live-jackpot-counter'), 'LiveJackpotCounter');

/** Shown only where the counter renders without the build's HTML (a later visit to the lobby) until its code is here. */
const standIn = <section className="jackpot jackpot--loading ui-shimmer" aria-hidden="true" />;

/**
 * The home lobby's progressive jackpot (SPEC 4). Memoised (it has no props): a render of the lobby (the notices'
 * answer) must not reach the boundary while it still holds the HTML, or React, unable to hydrate it before the code
 * is here, would draw it again from the stand-in (a flash of the shimmer on a phone, seen in the demo build).
 */
export const JackpotCounter = memo(function JackpotCounter() {
  return (
    <Suspense fallback={standIn}>
      <LiveJackpotCounter />
    </Suspense>
  );
});
