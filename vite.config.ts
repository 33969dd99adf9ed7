/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Plugin order matters (STACK.md): the router plugin writes routeTree.gen.ts and
// splits route code before React and the Lingui macro see the files.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  resolve: {
    alias: {
      '@': dir('./src'),
      '@generated': dir('./generated'),
      '@mocks': dir('./mocks'),
      '@locales': dir('./locales'),
    },
  },
  server: {
    host: '127.0.0.1',
    // With API_PROXY_TARGET set (Prism or a real backend), /wps and /lgw go there
    // and the page stays same-origin, so no CORS set-up is needed.
    proxy: process.env.API_PROXY_TARGET
      ? Object.fromEntries(['/wps', '/lgw'].map((path) => [path, { target: process.env.API_PROXY_TARGET, changeOrigin: true, secure: false }]))
      : undefined,
  },
  preview: { host: '127.0.0.1' },
  build: {
    // The one chunk past 500 kB is the mock worker with faker, loaded only in mock mode.
    chunkSizeWarningLimit: 1000,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/component/setup.ts'],
        },
      },
    ],
  },
});
