export { PlaySafelyPage } from './components/play-safely-page';
export { RealityCheck } from './components/reality-check-on-demand';
export { playActivityQueryOptions, playSafelyQueryOptions, usePlaySafelyEnabled } from './api/play-safely';
export { isPlaySafelyRefusal, playSafelyRefusal } from './logic/refusal-messages';
