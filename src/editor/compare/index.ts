import { lazy } from 'react';

/** The environment comparator (and its diffing) loads after edit mode opens, apart from the overlay's first chunk. */
export const LazyCompareControl = lazy(() => import('./compare-control'));
