import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { ELEMENTS, FILES, POLICIES } from './architecture.config.js';

// Editor code stays out of what an attendee downloads first.
const EDITOR_LIBRARIES = { group: ['monaco-editor', '@monaco-editor/*', '**/engine/validation', 'ajv', 'ajv/*'], message: 'Only the lazily loaded editor may use it.' };
const NO_STATIC_EDITOR = { group: ['**/editor', '**/editor/**'], message: 'The editor is lazy: reach it only through import(); shared pieces belong in the app or the engine.' };

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
    // The app reaches the editor only through import(), and knows the blocks only through src/app-registry.ts.
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [EDITOR_LIBRARIES, NO_STATIC_EDITOR, { group: ['**/blocks', '**/blocks/**'], message: 'The app does not know the blocks: src/app-registry.ts (the composition root) joins them.' }] }],
    },
  },
  {
    // Blocks take from the app only its block kit, and nothing from the editor.
    files: ['blocks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [EDITOR_LIBRARIES, NO_STATIC_EDITOR, { group: ['**/src/app/**', '!**/src/app/block-kit'], message: 'Blocks import from the app only src/app/block-kit.' }] }],
    },
  },
  {
    // Browser code takes only types from the server: a value import would ship server modules (and Node globals such
    // as Buffer) to the browser.
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'blocks/**/stories/**', 'blocks/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], allowTypeImports: true, message: 'Import only types from server/; shared values belong in src/engine.' }] }],
    },
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
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: POLICIES }] },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/**'],
    rules: { 'no-console': 'off' },
  },
);
