import { lazy } from 'react';

/**
 * The in-place design check of a block: the panel, html-to-image and pixelmatch load only when a QA user opens it,
 * never with edit mode and never for visitors.
 */
export const LazyBlockQaPanel = lazy(() => import('./lazy/block-qa-panel'));
