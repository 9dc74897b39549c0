import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'test-results', 'playwright-report', 'docs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['react', 'react-dom', '@xstate/react', 'ofetch'] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'ofetch',
            { name: 'react', importNames: ['lazy'], message: 'Split a component with lazyComponent (src/ui/app/lazyComponent.tsx).' },
            { name: 'react-router', importNames: ['Link', 'NavLink'], message: "Use src/ui/components/links.tsx (react-router's carry framework mode's prefetching)." },
          ],
          patterns: [{ regex: '(^|/)services(/|$)', message: 'Views talk to actors: src/ui never imports src/services.' }],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'WebSocket'],
    },
  },
  {
    // The client's one way to split a component is built on React's lazy.
    files: ['src/ui/app/lazyComponent.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['ofetch'], patterns: [{ regex: '(^|/)services(/|$)' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(ui|machines|services)(/|$)',
              message: 'The server shares only src/contract with the client, never its views, machines or services.',
            },
          ],
        },
      ],
    },
  },
  {
    // A later block replaces the rule for its files, so the store's repeats the server's pattern.
    files: ['server/store/**/*.ts', 'server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)src/(ui|machines|services)(/|$)', message: 'The server shares only src/contract with the client.' },
            { regex: '(^|/)http(/|$)', message: 'Stores and the database hold queries: they never import the HTTP layer.' },
          ],
        },
      ],
    },
  },
  {
    // Every browser journey records its traces, which .ci/run replays (tests/e2e/support/traced.ts).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "Import test and expect from './support/traced'." }] },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod/mini$|\\./)', message: 'The contract imports only zod/mini and itself.' }] },
      ],
    },
  },
  {
    // Everything under src/ is bundled for the browser: classic zod would add about 20 KB gzipped to it.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/v3|/v4|/v4/classic)?$',
              allowTypeImports: true,
              message: "Client code imports zod/mini; classic zod is for the server only ('import type' is fine).",
            },
          ],
        },
      ],
    },
  },
);
