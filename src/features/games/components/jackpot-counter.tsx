import { hydratedLater } from '@/ui/on-demand';
import './jackpot-counter.css';

/**
 * The home lobby's progressive jackpot (SPEC 4). Its code (the digits, the stored value, the ticking) comes after the
 * first screen: the build's HTML holds the counter at its floor until the code hydrates it (issue 33, ADR 0032); its
 * first tick is seconds away anyway. Its styles stay here, with the first screen's. The stand-in shows only where the
 * counter renders without the build's HTML (a later visit to the lobby) until its code is here.
 */
export const JackpotCounter = hydratedLater(
  () => import(/* after-first-screen */ './live-jackpot-counter'),
  'LiveJackpotCounter',
  <section className="jackpot jackpot--loading ui-shimmer" aria-hidden="true" />,
);
