import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The screenshot tour (`npm run tour`, issue 27): the same demo build and server as the end-to-end journeys, its
 * own folder of specs, so `npm test` never runs it. It waits for pages, never asserts a journey: long ceilings.
 */
export default defineConfig({
  ...base,
  testDir: './tests/tour',
  timeout: 900_000,
  use: { ...base.use, screenshot: 'off' },
});
