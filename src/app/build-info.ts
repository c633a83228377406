// Replaced at build time by vite.config.ts `define`; absent in tests and in tools that skip the Vite config.
declare const __APP_VERSION__: string | undefined;
declare const __APP_BUILD__: string | undefined;

/** Version and build of this client bundle; the server reports the same pair from dist/build-info.json. */
export const CLIENT_BUILD = {
  version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev',
  build: typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev',
} as const;
