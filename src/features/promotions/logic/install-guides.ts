/** The install guides of SPEC 2 ("app download and install guides: iOS, lite app, Android"), by address. */
export const GUIDES = ['ios', 'lite', 'android'] as const;
export type Guide = (typeof GUIDES)[number];

export const isGuide = (value: string): value is Guide => (GUIDES as readonly string[]).includes(value);
