// The runtime configuration read at build time (issue 33, ADR 0032, session 13). `src/config/env.ts` reads Vite's env
// with the rules of `src/config/parse-config.ts`, and every page runs it first; in a build the env is fixed, so the
// build runs the rules once and writes the module as the settings they gave. The rules stay out of every page's
// first download, and a bad value fails the build with the variable's name instead of stopping the app.
import type { Plugin } from 'vite';
import { parseConfig } from '../src/config/parse-config.ts';

/** The configuration module the app imports (`@/config/env`). */
export const CONFIG_MODULE = /[\\/]src[\\/]config[\\/]env\.ts$/;

/** The configuration module's code for a build whose `import.meta.env` is `env`: the settings as data. */
export function configModuleCode(env: Record<string, unknown>): string {
  const config = parseConfig(env, { dev: env.DEV === true, test: env.MODE === 'test' });
  return `export const config = ${JSON.stringify(config)};\n`;
}

/**
 * The `import.meta.env` a build writes: its env, then every `define` of an `import.meta.env.X` over it (as Vite does:
 * the config's VITE_API_MOCKING and the version plugin's VITE_APP_VERSION are defines). A define that is not JSON
 * (an expression) is not a setting and is left out.
 */
export function buildEnv(env: Record<string, unknown>, define: Record<string, unknown> = {}): Record<string, unknown> {
  const out = { ...env };
  for (const [key, value] of Object.entries(define)) {
    if (!key.startsWith('import.meta.env.') || typeof value !== 'string') continue;
    try {
      out[key.slice('import.meta.env.'.length)] = JSON.parse(value);
    } catch {
      // an expression, not a value
    }
  }
  return out;
}

/** The build step: `src/config/env.ts` loads as `configModuleCode` of the build's env (`buildEnv`). Build only. */
export function configAtBuild(): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'config-at-build',
    apply: 'build',
    configResolved(resolved) {
      env = buildEnv(resolved.env, resolved.define);
    },
    load(id) {
      return CONFIG_MODULE.test(id.split('?')[0]!) ? configModuleCode(env) : undefined;
    },
  };
}
