/**
 * The app's front door for blocks: everything under `blocks/` (stories and tests included) takes from the app only
 * what this file re-exports, so the app can move its insides without touching a block. Re-exports only: they cost no
 * bytes, and everything here is eager app code already (never the editor, never a block's lazy code).
 *
 * Nothing here may import a stylesheet (the page renderer's, the toast area's): blocks import this first, so its
 * styles would move ahead of the blocks' own in the app's stylesheet and change which rule wins.
 */
export { createAppRegistry, defineBlock, type AppBlockType, type BlockComponentProps } from './block-contract';
export { PageContext, usePageContext, type PageContextValue } from './page-context';
export { lazyBlock } from './renderer/lazy-block';
export { EditorNote } from './renderer/editor-note';
export { BlockDecoratorContext, type BlockDecorator } from './renderer/block-decorator';
export { BlockWrapper } from './renderer/block-wrapper';
export { RegistryContext } from './renderer/registry-context';
export type { BlockNode, RenderContext } from './renderer/render-context';
export { useRenderContext } from './renderer/use-render-context';
export { useShellStore, type ShellState } from './store/shell-store';
export { localStore, readStored, sessionStore, writeStored } from './safe-storage';
export { useHydrated } from './ui/use-hydrated';
export { toast } from './shell/toast';
export { useMovingNow } from './shell/use-ticking-now';
export { openLiveStream } from './live/live-stream';
export { useModalDialog } from './ui/use-modal-dialog';
export { siteOrigin } from './routing/site-origin';
