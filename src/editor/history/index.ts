import { lazy } from 'react';

/** Page history (revisions, diff, restore) loads when an editor opens it, apart from the overlay's first chunk. */
export const LazyPageHistoryDialog = lazy(() => import('./page-history-dialog'));
