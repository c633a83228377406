import { lazy } from 'react';

/**
 * The block settings panel (react-jsonschema-form and Ajv) and the JSON dialog (Monaco behind a further split) load
 * on first use, so opening edit mode stays as light as it was.
 */
export const LazyInspector = lazy(() => import('./inspector'));
export const LazyJsonDialog = lazy(() => import('./json-dialog'));
