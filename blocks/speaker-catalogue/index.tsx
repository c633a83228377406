import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { SpeakerCatalogueProps } from './props.gen';

export const speakerCatalogue = defineBlock<SpeakerCatalogueProps>({
  name: 'speaker-catalogue',
  component: lazyBlock(() => import('./lazy/SpeakerCatalogue')),
  // Header texts left unset show the catalogue's own.
});
