import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { AttendeeCatalogueProps } from './props.gen';

export const attendeeCatalogue = defineBlock<AttendeeCatalogueProps>({
  name: 'attendee-catalogue',
  component: lazyBlock(() => import('./lazy/AttendeeCatalogue')),
  // Header texts left unset show the catalogue's own.
});
