import * as z from 'zod/mini';

/**
 * Typed runtime configuration, read once from Vite's env (VITE_* variables,
 * `.env*` files). Nothing else in the app reads `import.meta.env` directly.
 * zod mini, not classic zod: every page reads the configuration first (issue 12).
 */
const languageCode = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/));

/** `MY,EN` (any case, blanks ignored) as a list of language codes. */
const codeList = z.pipe(
  z.string(),
  z.transform((raw) => raw.split(',').filter((code) => code.trim() !== '')),
);

const yesNo = z.enum(['true', 'false']);

const envSchema = z.object({
  /** `msw` serves the contract in the browser; `off` talks to VITE_API_BASE_URL (or the dev proxy). */
  VITE_API_MOCKING: z._default(z.enum(['msw', 'off']), 'msw'),
  /** Prefix for every /wps and /lgw call. Empty means same origin (MSW, or the Vite proxy to Prism or a backend). */
  VITE_API_BASE_URL: z._default(z.string(), ''),
  VITE_API_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.positive()), 15_000),
  /** Validate every response against the contract's zod schemas (on in development and tests). */
  VITE_VALIDATE_RESPONSES: z.optional(yesNo),
  /** The languages this build offers (SPEC 1: one build supports only MY and EN). */
  VITE_LANGUAGES: z._default(z.pipe(codeList, z.array(languageCode).check(z.minLength(1))), ['MY', 'EN']),
  VITE_DEFAULT_LANGUAGE: z._default(languageCode, 'MY'),
  VITE_MERCHANT_CODE: z._default(z.string(), 'DEMO'),
  /**
   * SPEC 2 and 4's session token in the URL (`?token=`, the iOS QR code), for
   * a backend without the app-link calls only (issue 21, ADR 0014). Off: links
   * carry a one-time `?code=` and a `?token=` is dropped unread.
   */
  VITE_LEGACY_URL_TOKEN: z._default(yesNo, 'false'),
  /**
   * SPEC 1's per-language override texts: where the merchant publishes them
   * (`{lang}` is the code in lower case; relative to the site), and for which
   * languages. An empty list turns them off.
   */
  VITE_TEXT_OVERRIDES_URL: z._default(z.string().check(z.trim(), z.minLength(1)), 'overrides/{lang}.json'),
  VITE_TEXT_OVERRIDE_LANGUAGES: z._default(z.pipe(codeList, z.array(languageCode)), ['BN', 'CN', 'EN', 'MY', 'TW']),
});

export type AppConfig = {
  apiMocking: 'msw' | 'off';
  apiBaseUrl: string;
  apiTimeoutMs: number;
  validateResponses: boolean;
  languages: readonly string[];
  defaultLanguage: string;
  merchantCode: string;
  /** Read `?token=` and put the token in the iOS link (SPEC 2/4 as written); off by default (ADR 0014). */
  legacyUrlToken: boolean;
  textOverrides: { url: string; languages: readonly string[] };
};

export function parseConfig(env: Record<string, unknown>, mode: { dev: boolean; test: boolean }): AppConfig {
  const parsed = envSchema.parse(env);
  const languages = parsed.VITE_LANGUAGES;
  const defaultLanguage = languages.includes(parsed.VITE_DEFAULT_LANGUAGE) ? parsed.VITE_DEFAULT_LANGUAGE : (languages[0] ?? 'EN');
  return {
    apiMocking: parsed.VITE_API_MOCKING,
    apiBaseUrl: parsed.VITE_API_BASE_URL.replace(/\/+$/, ''),
    apiTimeoutMs: parsed.VITE_API_TIMEOUT_MS,
    validateResponses: parsed.VITE_VALIDATE_RESPONSES === undefined ? mode.dev || mode.test : parsed.VITE_VALIDATE_RESPONSES === 'true',
    languages,
    defaultLanguage,
    merchantCode: parsed.VITE_MERCHANT_CODE,
    legacyUrlToken: parsed.VITE_LEGACY_URL_TOKEN === 'true',
    textOverrides: { url: parsed.VITE_TEXT_OVERRIDES_URL, languages: parsed.VITE_TEXT_OVERRIDE_LANGUAGES },
  };
}

export const config: AppConfig = parseConfig(import.meta.env, {
  dev: import.meta.env.DEV,
  test: import.meta.env.MODE === 'test',
});
