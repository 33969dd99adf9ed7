import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * docs/architecture.md (the layers and these zones): imports flow routes -> features -> ui/lib/api/config, and a feature
 * only uses another feature through its index.ts.
 */
const boundaries = [
  { target: './src/features', from: './src/routes', message: 'Features do not import routes.' },
  ...['ui', 'lib', 'api', 'config'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/routes', './src/features'],
    message: `src/${layer} sits below features and routes.`,
  })),
  ...['lib', 'config'].map((layer) => ({ target: `./src/${layer}`, from: './src/ui', message: `src/${layer} sits below src/ui.` })),
  { target: ['./src/routes', './src/ui', './src/lib', './src/config'], from: './generated', message: 'Only features/*/api and src/api use generated code.' },
  // Inside a feature, only its api/ folder calls endpoints or encrypts; the models (types and zod) are free to use.
  ...features.map((feature) => ({
    target: [`./src/features/${feature}/!(api)/**`, `./src/features/${feature}/*.{ts,tsx}`],
    from: ['./generated/api', './src/api/encryption.ts'],
    message: 'Only features/*/api and src/api call generated endpoints or encrypt payloads: use a mutation hook or query hook from api/.',
  })),
  {
    target: ['./src/routes', './src/ui', './src/lib', './src/config', './src/*.{ts,tsx}'],
    from: './src/api/encryption.ts',
    message: 'Only features/*/api and src/api encrypt payloads.',
  },
  { target: './src/!(main.tsx)', from: './mocks', message: 'Only main.tsx starts the mocks.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: 'Use another feature only through its index.ts.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/*.tmp.mjs',
      'generated/**',
      'dist/**',
      'node_modules/**',
      'mocks/public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      'tour/**',
      'locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Value imports only: import-x skips `import type`; tests/unit/app/import-cycles.test.ts counts those too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-default-export': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
