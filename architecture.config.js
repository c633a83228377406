/**
 * The architecture's layers and who may depend on whom, checked by eslint-plugin-boundaries in `npm run lint`.
 * DESIGN.md explains the layers; tests/architecture proves each rule fails on a forbidden import.
 */

/** Layers: the folders of DESIGN.md, from the repository's root (a `server/schemas` folder is the server's, not `schemas/`). */
export const ELEMENTS = [
  { type: 'engine', pattern: 'src/engine', partialMatch: false },
  { type: 'api', pattern: 'src/api', partialMatch: false },
  { type: 'i18n', pattern: 'src/i18n', partialMatch: false },
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'editor', pattern: 'src/editor', partialMatch: false },
  { type: 'blocks', pattern: 'blocks', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
  { type: 'schemas', pattern: 'schemas', partialMatch: false },
];

/**
 * Files with a role of their own: the app's front door for blocks, the composition root that assembles app and blocks,
 * code under a `lazy/` folder (fetched only when a page, block or tool asks for it), and tests and stories.
 */
export const FILES = [
  { category: 'block-kit', pattern: 'src/app/block-kit.ts' },
  { category: 'composition-root', pattern: 'src/*.{ts,tsx}' },
  { category: 'lazy', pattern: '**/lazy/**' },
  { category: 'test', pattern: ['**/*.{test,stories}.{ts,tsx}', '**/stories/**', 'blocks/testing/**'] },
];

const layer = (type) => ({ element: { type } });
const compositionRoot = { file: { categories: 'composition-root' } };
const anyLayer = (...types) => [...types.map(layer), compositionRoot];

const BROWSER_LAYERS = ['engine', 'api', 'i18n', 'app', 'blocks'].map(layer);
const lazyCode = { file: { categories: 'lazy' } };

/** Each rule names what a layer must not import; everything else is allowed. A later rule overrides an earlier one. */
export const POLICIES = [
  {
    from: BROWSER_LAYERS,
    disallow: { to: lazyCode, dependency: { kind: 'value', nodeKind: '!dynamic-import' } },
    message: 'Code outside a lazy/ folder reaches lazy code only through import(): a static import would put it in every first download.',
  },
  { from: [lazyCode, { file: { categories: 'test' } }], allow: { to: lazyCode } },
  {
    from: layer('engine'),
    disallow: { to: anyLayer('api', 'i18n', 'app', 'editor', 'blocks', 'server') },
    message: 'The engine is pure and shared by browser and server: it imports no app, api, editor, blocks or server code.',
  },
  {
    from: layer('server'),
    disallow: { to: anyLayer('api', 'i18n', 'app', 'editor', 'blocks') },
    message: 'The server imports no browser code (app, api, editor, blocks); shared rules live in src/engine.',
  },
  {
    from: [layer('api'), layer('i18n')],
    disallow: { to: anyLayer('app', 'editor', 'blocks', 'server') },
    message: 'src/api and src/i18n are used by the app and blocks; they import neither, nor the editor or server.',
  },
  {
    from: layer('blocks'),
    disallow: { to: anyLayer('app', 'editor', 'server') },
    message: 'Blocks take what they need from the app through src/app/block-kit.ts only, and never import the editor or the server.',
  },
  { from: layer('blocks'), allow: { to: { file: { categories: 'block-kit' } } } },
  {
    from: layer('app'),
    disallow: { to: anyLayer('blocks', 'server') },
    message: 'The app does not import blocks (the registry is assembled at the composition root) or the server.',
  },
  {
    from: layer('app'),
    disallow: { to: layer('editor'), dependency: { nodeKind: '!dynamic-import' } },
    message: 'The app loads the editor only through import(), so no attendee downloads it.',
  },
  {
    from: layer('editor'),
    disallow: { to: anyLayer('server') },
    message: 'The editor imports no server code.',
  },
];
