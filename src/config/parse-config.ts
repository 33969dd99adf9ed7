/**
 * The rules of the runtime configuration (`src/config/env.ts`): Vite's env (VITE_* variables, `.env*` files) read
 * into typed settings. Read by hand, not with zod: a dozen rules do not need zod (issue 12). A bad value throws with
 * the variable's name. Pure, so that the build can run it (`configAtBuild`, scripts/config-at-build.ts).
 */
type Env = Record<string, unknown>;

class ConfigError extends Error {
  constructor(name: string, rule: string, value: unknown) {
    super(`${name} ${rule}, not ${JSON.stringify(value)}`);
    this.name = 'ConfigError';
  }
}

/** A text variable, or `fallback` when it is not set. */
function textOf(env: Env, name: string, fallback: string): string {
  const value = env[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw new ConfigError(name, 'must be text', value);
  return value;
}

function oneOf<const T extends string>(env: Env, name: string, values: readonly T[]): T | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  if (!(values as readonly unknown[]).includes(value)) throw new ConfigError(name, `must be one of ${values.join(', ')}`, value);
  return value as T;
}

/** A two-letter language code in any case and with blanks around it, as upper case. */
function languageCode(name: string, raw: unknown): string {
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  if (!/^[A-Z]{2}$/.test(code)) throw new ConfigError(name, 'must hold two-letter language codes', raw);
  return code;
}

/** `MY,EN` (any case, blanks ignored) as a list of language codes, or `fallback` when not set. */
function languageList(env: Env, name: string, fallback: readonly string[], { atLeastOne }: { atLeastOne: boolean }): string[] {
  if (env[name] === undefined) return [...fallback];
  const codes = textOf(env, name, '')
    .split(',')
    .filter((code) => code.trim() !== '')
    .map((code) => languageCode(name, code));
  if (atLeastOne && codes.length === 0) throw new ConfigError(name, 'must name at least one language', env[name]);
  return codes;
}

/** A whole number of milliseconds above zero (text in the env), or `fallback` when not set. */
function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new ConfigError(name, 'must be a whole number above 0', raw);
  return value;
}

/** A share from 0 to 1 (text in the env), or `fallback` when not set. */
function share(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw === '' || !Number.isFinite(value) || value < 0 || value > 1) throw new ConfigError(name, 'must be a number from 0 to 1', raw);
  return value;
}

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
  /** The build's version (VITE_APP_VERSION, set by the build from package.json unless given): field figures name it. */
  appVersion: string;
  /** The merchant's share of visits that send their field figures (issue 29): 0 to 1. */
  vitalsSampleRate: number;
};

export function parseConfig(env: Record<string, unknown>, mode: { dev: boolean; test: boolean }): AppConfig {
  /** The languages this build offers (SPEC 1: one build supports only MY and EN). */
  const languages = languageList(env, 'VITE_LANGUAGES', ['MY', 'EN'], { atLeastOne: true });
  const wanted = env.VITE_DEFAULT_LANGUAGE === undefined ? 'MY' : languageCode('VITE_DEFAULT_LANGUAGE', env.VITE_DEFAULT_LANGUAGE);
  /** Validate every response against the contract's zod schemas (on in development and tests). */
  const validate = oneOf(env, 'VITE_VALIDATE_RESPONSES', ['true', 'false']);
  /**
   * SPEC 1's per-language override texts: where the merchant publishes them
   * (`{lang}` is the code in lower case; relative to the site), and for which
   * languages. An empty list turns them off.
   */
  const overridesUrl = textOf(env, 'VITE_TEXT_OVERRIDES_URL', 'overrides/{lang}.json').trim();
  if (overridesUrl === '') throw new ConfigError('VITE_TEXT_OVERRIDES_URL', 'must not be empty', env.VITE_TEXT_OVERRIDES_URL);
  return {
    /** `msw` serves the contract in the browser; `off` talks to VITE_API_BASE_URL (or the dev proxy). */
    apiMocking: oneOf(env, 'VITE_API_MOCKING', ['msw', 'off']) ?? 'msw',
    /** Prefix for every /wps and /lgw call. Empty means same origin (MSW, or the Vite proxy to Prism or a backend). */
    apiBaseUrl: textOf(env, 'VITE_API_BASE_URL', '').replace(/\/+$/, ''),
    // 12 s: a timed-out page offers Try again within 20 s of opening it, start-up included (ADR 0026).
    apiTimeoutMs: positiveInt(env, 'VITE_API_TIMEOUT_MS', 12_000),
    validateResponses: validate === undefined ? mode.dev || mode.test : validate === 'true',
    languages,
    defaultLanguage: languages.includes(wanted) ? wanted : (languages[0] ?? 'EN'),
    merchantCode: textOf(env, 'VITE_MERCHANT_CODE', 'DEMO'),
    /**
     * SPEC 2 and 4's session token in the URL (`?token=`, the iOS QR code), for
     * a backend without the app-link calls only (issue 21, ADR 0014). Off: links
     * carry a one-time `?code=` and a `?token=` is dropped unread.
     */
    legacyUrlToken: (oneOf(env, 'VITE_LEGACY_URL_TOKEN', ['true', 'false']) ?? 'false') === 'true',
    textOverrides: {
      url: overridesUrl,
      languages: languageList(env, 'VITE_TEXT_OVERRIDE_LANGUAGES', ['BN', 'CN', 'EN', 'MY', 'TW'], { atLeastOne: false }),
    },
    appVersion: textOf(env, 'VITE_APP_VERSION', 'dev'),
    // On mocks every visit reports, so a developer sees the figures of their own visits in the mock panel.
    vitalsSampleRate: share(env, 'VITE_VITALS_SAMPLE_RATE', env.VITE_API_MOCKING === 'off' ? 0.1 : 1),
  };
}
