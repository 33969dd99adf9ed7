import { describe, expect, it } from 'vitest';
import { panelPlace } from '@/features/shell/components/app-download-panel';

// Where the app-download panel sits (its entry is in the side menu, near the bottom of a phone's drawer).
describe('panelPlace', () => {
  it.each([
    { case: 'wide: beside the entry', anchor: { top: 500, bottom: 540, right: 240 }, width: 1440, height: 900, place: { top: 460, left: 252 } },
    { case: 'wide, low entry: kept on screen', anchor: { top: 860, bottom: 900, right: 240 }, width: 1440, height: 900, place: { top: 600, left: 252 } },
    {
      case: 'phone, entry in the upper half: under it',
      anchor: { top: 299, bottom: 341, right: 300 },
      width: 360,
      height: 640,
      place: { top: 349, left: 12, maxWidth: 336, maxHeight: 283 },
    },
    {
      case: 'phone, entry in the lower half: above it',
      anchor: { top: 740, bottom: 782, right: 300 },
      width: 412,
      height: 823,
      place: { bottom: 91, left: 12, maxWidth: 388, maxHeight: 724 },
    },
  ])('$case', ({ anchor, width, height, place }) => {
    expect(panelPlace(anchor, width, height)).toEqual(place);
  });
});
