import { lazy } from 'react';

/** The outline panel (the page's block tree and the palette to drag from) loads the first time it is opened. */
export const LazyOutline = lazy(() => import('./outline-panel'));
