/**
 * Zod compiles fast object parsers with `new Function` unless told not to.
 * The site's Content-Security-Policy has no 'unsafe-eval' and requires
 * Trusted Types (deploy/_headers), so even zod's probe for eval is reported
 * as a violation: zod runs jitless. Schemas read the setting when they are
 * built, at import time, so this runs first, as a module script of its own
 * ahead of the app in index.html (bundled chunks may evaluate zod before any
 * line of main.tsx). It sets zod's shared config object (zod/v4/core
 * `globalConfig`, kept on globalThis) without importing zod.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
