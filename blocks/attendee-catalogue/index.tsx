import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { AttendeeCatalogueProps } from './props.gen';

export const attendeeCatalogue = defineBlock<AttendeeCatalogueProps>({
  name: 'attendee-catalogue',
  component: lazyBlock(() => import('./lazy/AttendeeCatalogue')),
  // Header texts left unset show the catalogue's own.
});
