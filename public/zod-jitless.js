// Zod compiles fast object parsers with `new Function` unless told not to.
// The site's Content-Security-Policy allows no eval and requires Trusted Types
// (deploy/_headers), and even zod's probe for eval is reported as a violation,
// so zod runs jitless. Schemas read the setting when they are built, as their
// chunks load, so it is set here, in a classic script that runs before any
// module of the app. It fills zod's shared config object (zod/v4/core
// `globalConfig`, kept on globalThis) without loading zod.
// The built pages do not load this file: their inline first-screen script sets
// the same first (scripts/prerender.ts, ADR 0034); the dev server's page loads it.
(globalThis.__zod_globalConfig ??= {}).jitless = true;
