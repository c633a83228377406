/**
 * What a block test draws around a block to check it inside a page: the page renderer and the toast area. Not in the
 * block kit, because blocks never draw them and both bring a stylesheet the kit must not pull ahead of the blocks' own.
 */
export { PageRenderer } from '../../../src/app/renderer/page-renderer';
export { ToastArea } from '../../../src/app/shell/toast-area';
