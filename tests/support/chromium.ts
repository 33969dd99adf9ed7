import { existsSync } from 'node:fs';

/**
 * The system Chromium (Playwright cannot download its own browsers here).
 * CHROMIUM_PATH or CHROME_PATH wins, then the usual install paths.
 */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ];
  return candidates.find((path): path is string => !!path && existsSync(path));
}

/** Flags that keep Chromium off the (closed) network and quiet in CI. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
