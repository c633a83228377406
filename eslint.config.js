import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { ELEMENTS, FILES, POLICIES } from './architecture.config.js';

// Editor-only libraries stay out of what an attendee downloads first (layers are checked by architecture.config.js).
const EDITOR_LIBRARIES = { group: ['monaco-editor', '@monaco-editor/*', 'ajv', 'ajv/*'], message: 'Only the lazily loaded editor may use it.' };

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'storybook-static', 'node_modules', 'data', 'test-results', 'playwright-report', '**/*.gen.ts', 'schemas/generated', 'server/db/migrations'] },
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
    files: ['src/app/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [EDITOR_LIBRARIES] }] },
  },
  {
    // The layers of DESIGN.md and who may import whom (architecture.config.js).
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', checkInternals: true, policies: POLICIES }] },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/**'],
    rules: { 'no-console': 'off' },
  },
);
