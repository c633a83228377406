import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'data', 'test-results', 'playwright-report', '**/*.gen.ts', 'schemas/generated', 'server/db/migrations'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The engine is shared by browser and server and must stay pure: no React, no I/O.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'node:*', 'fs', 'path', 'pg', '@electric-sql/*', 'fastify*'] }],
    },
  },
  {
    // Editor code stays out of what an attendee downloads first.
    files: ['src/app/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['monaco-editor', '@monaco-editor/*', '**/engine/validation', 'ajv', 'ajv/*'] }],
    },
  },
  {
    // The browser's code, its stories and tests never reach into the server: API shapes come from the contracts'
    // generated types (schemas/generated), shared rules from src/engine, server-made fixtures live in tests/ or storybook/.
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\.?/)+(.*/)?server(/|$)', message: 'src/ and blocks/ never import server/: use schemas/generated or src/engine.' }] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/**'],
    rules: { 'no-console': 'off' },
  },
);
