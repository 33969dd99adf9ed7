// Zod compiles fast object parsers with `new Function` unless told not to.
// The site's Content-Security-Policy allows no eval and requires Trusted Types
// (deploy/_headers), and even zod's probe for eval is reported as a violation,
// so zod runs jitless. Schemas read the setting when they are built, as their
// chunks load, so it is set here, in a classic script that runs before any
// module of the app. It fills zod's shared config object (zod/v4/core
// `globalConfig`, kept on globalThis) without loading zod.
(globalThis.__zod_globalConfig ??= {}).jitless = true;
