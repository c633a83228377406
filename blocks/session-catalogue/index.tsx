import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { SessionCatalogueProps } from './props.gen';

export const sessionCatalogue = defineBlock<SessionCatalogueProps>({
  name: 'session-catalogue',
  component: lazyBlock(() => import('./lazy/SessionCatalogue')),
  // Header texts left unset show the catalogue's own.
});
