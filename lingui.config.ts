import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// MY (Burmese, ISO 639-1 `my`) is the default language of this build (SPEC 1
// and 9); MS is Malay, offered when configured (ADR 0009). Catalog
// folders use the configuration's codes in lower case. One catalog per
// feature keeps parallel work on different features from colliding; strings
// outside src/features go to `common`.
export default defineConfig({
  sourceLocale: 'en',
  locales: [
    'my',
    'en',
    'ms',
    'cn',
    'tw',
    'ja',
    'th',
    'vi',
    'es',
    'hi',
    'id',
    'km',
    'ko',
    'pt',
    'ta',
    'ty',
    'ur',
    'tr',
    'bn',
    'ar',
    'fa',
    'ru',
    'lo',
    'ne',
    'fr',
    'te',
    'sw',
  ],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}/'],
    },
    {
      path: '<rootDir>/locales/{locale}/common',
      include: ['<rootDir>/src/'],
      exclude: ['<rootDir>/src/features/'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
