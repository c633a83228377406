import { lazy } from 'react';
import { isContentEditor, isSiteEditor } from '../../../engine';
import { ToolGate } from './tool-gate';

// Each tool is its own chunk, downloaded only by the editor who opens it.
const FileUploaderScreen = lazy(() => import('../../../editor/tools/file-uploader/file-uploader-screen'));
const GlyphSearchScreen = lazy(() => import('../../../editor/tools/glyph-search/glyph-search-screen'));
const LiveNowTickerScreen = lazy(() => import('../../../editor/tools/live-now/live-now-ticker-screen'));

/** `/file-uploader`: site editors only, like the upload call itself (spec 2 §3). */
export const FileUploaderPage = () => (
  <ToolGate allows={isSiteEditor}>
    <FileUploaderScreen />
  </ToolGate>
);

/** `/glyph-search`: content editors. */
export const GlyphSearchPage = () => (
  <ToolGate allows={isContentEditor}>
    <GlyphSearchScreen />
  </ToolGate>
);

/** `/live-now-ticker-editor`: content editors. */
export const LiveNowTickerEditorPage = () => (
  <ToolGate allows={isContentEditor}>
    <LiveNowTickerScreen />
  </ToolGate>
);
