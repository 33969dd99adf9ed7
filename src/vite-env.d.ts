/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  /** `msw` or `off`, fixed when the bundle is built (vite.config.ts). */
  readonly VITE_API_MOCKING: 'msw' | 'off';
}

/** The languages of this build, each loaded on demand (scripts/vite-language-packs.ts). */
declare module 'virtual:language-packs' {
  import type { Messages } from '@lingui/core';
  export type LanguagePack = {
    messages: () => Promise<Messages>;
    font?: () => Promise<unknown>;
  };
  const packs: Readonly<Record<string, LanguagePack>>;
  export default packs;
}
