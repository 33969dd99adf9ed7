/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  /** `msw` or `off`, fixed when the bundle is built (vite.config.ts). */
  readonly VITE_API_MOCKING: 'msw' | 'off';
}
