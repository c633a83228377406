import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SessionCatalogueProps } from './props.gen';

export const sessionCatalogue = defineBlock<SessionCatalogueProps>({
  name: 'session-catalogue',
  component: lazyBlock(() => import('./lazy/SessionCatalogue')),
  // Header texts left unset show the catalogue's own.
});
