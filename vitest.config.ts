import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker short of the cores: one worker on CI's two. The API files spend much of their time
    // waiting on PostgreSQL and on their servers' sockets, and each has databases of its own, so two run side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'engine', environment: 'node', include: ['tests/engine/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'architecture', environment: 'node', include: ['tests/architecture/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'editor', environment: 'node', include: ['tests/editor/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'qa', environment: 'node', include: ['tests/qa/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['blocks/**/*.test.tsx', 'tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          // A file's first test also imports its blocks' lazily loaded code: seconds on a shared two-core machine.
          testTimeout: 15_000,
        },
      },
      {
        // Every story of .storybook/main.ts rendered in real Chromium: no console error, no serious axe violation.
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'stories',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // A play function may wait up to 15 s for a lazily loaded block (.storybook/vitest.setup.ts), and so may the check after it.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
