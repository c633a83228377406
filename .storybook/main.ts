import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../blocks/**/*.stories.tsx', '../storybook/**/*.stories.tsx'],
  // The Vitest addon runs every story as a test in Chromium (vitest.config.ts, project "stories").
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Stories' own demo media; the app's public/ (banner images of the seed settings) is served by Vite as usual.
  staticDirs: [
    { from: '../storybook/assets', to: '/storybook-assets' },
    // As the server serves them (server/static/glyph-routes.ts).
    { from: '../node_modules/lucide-static/icons', to: '/glyphs' },
  ],
};

export default config;
