import { msg } from '@lingui/core/macro';

/**
 * The web app manifest's texts, translated like every other text (the lite-app catalog). The build reads
 * them from the default language's catalog (scripts/lite-app-pwa.ts): a manifest has one language.
 */
export const MANIFEST_TEXTS = {
  deposit: msg`Deposit`,
  games: msg`My games`,
};
