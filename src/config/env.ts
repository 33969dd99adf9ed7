/**
 * Typed runtime configuration, read once from Vite's env (VITE_* variables, `.env*` files) by `parseConfig`.
 * Nothing else in the app reads `import.meta.env` for settings. A bad value stops the app with the variable's name;
 * in a build, the build itself (`configAtBuild` writes this module as the settings it read: every page reads them
 * first, and the rules need not come with them; issue 33).
 */
import { parseConfig, type AppConfig } from './parse-config';

export { parseConfig, type AppConfig };

export const config: AppConfig = parseConfig(import.meta.env, {
  dev: import.meta.env.DEV,
  test: import.meta.env.MODE === 'test',
});
