import { describe, expect, it } from 'vitest';
import { buildEnv, configModuleCode } from '../../../scripts/config-at-build';

/** The settings a configuration module written by the build exports. */
function settingsOf(code: string): unknown {
  const match = /^export const config = (.*);\n$/.exec(code);
  if (!match) throw new Error(`not a settings module: ${code}`);
  return JSON.parse(match[1]!);
}

describe('configModuleCode: the build writes the configuration as the settings its env gives', () => {
  it.each([
    [
      'a production build: no response validation, the defaults',
      { MODE: 'production', DEV: false, PROD: true },
      { validateResponses: false, languages: ['MY', 'EN'], defaultLanguage: 'MY', apiMocking: 'msw', apiBaseUrl: '', apiTimeoutMs: 12000 },
    ],
    ['a test-mode build validates responses', { MODE: 'test', DEV: false }, { validateResponses: true }],
    [
      "the build's variables, read by the same rules",
      { MODE: 'demo', DEV: false, VITE_LANGUAGES: ' en , my', VITE_API_BASE_URL: 'https://api.example/', VITE_VALIDATE_RESPONSES: 'true' },
      { languages: ['EN', 'MY'], defaultLanguage: 'MY', apiBaseUrl: 'https://api.example', validateResponses: true },
    ],
  ])('%s', (_case, env, expected) => {
    expect(settingsOf(configModuleCode(env))).toMatchObject(expected);
  });

  it('fails the build with the variable of a bad value', () => {
    expect(() => configModuleCode({ MODE: 'production', VITE_API_TIMEOUT_MS: 'soon' })).toThrow(/VITE_API_TIMEOUT_MS/);
  });
});

describe("buildEnv: the build's env with its defines over it, as Vite writes import.meta.env", () => {
  it.each([
    ['no define', { MODE: 'production', VITE_API_MOCKING: 'msw' }, {}, { MODE: 'production', VITE_API_MOCKING: 'msw' }],
    [
      'a define of an env key wins',
      { VITE_API_MOCKING: 'msw' },
      { 'import.meta.env.VITE_API_MOCKING': '"off"', 'import.meta.env.VITE_APP_VERSION': '"0.1.0"' },
      { VITE_API_MOCKING: 'off', VITE_APP_VERSION: '0.1.0' },
    ],
    ['other defines and expressions are left out', { MODE: 'x' }, { __FLAG__: 'true', 'import.meta.env.VITE_X': 'window.x' }, { MODE: 'x' }],
  ])('%s', (_case, env, define, expected) => {
    expect(buildEnv(env, define)).toEqual(expected);
  });
});
