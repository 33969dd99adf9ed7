/**
 * Typed runtime configuration, read once from Vite's env (VITE_* variables, `.env*` files) by `parseConfig`.
 * Nothing else in the app reads `import.meta.env` for settings. A bad value stops the dev server's app with the
 * variable's name, and a build itself: `configAtBuild` (scripts/config-at-build.ts) writes this module as the settings
 * the build read, so every page reads them first without the rules (issue 33).
 */
import { parseConfig, type AppConfig } from './parse-config';

export { parseConfig, type AppConfig };

export const config: AppConfig = parseConfig(import.meta.env, {
  dev: import.meta.env.DEV,
  test: import.meta.env.MODE === 'test',
});
