import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SpeakerCatalogueProps } from './props.gen';

export const speakerCatalogue = defineBlock<SpeakerCatalogueProps>({
  name: 'speaker-catalogue',
  component: lazyBlock(() => import('./lazy/SpeakerCatalogue')),
  // Header texts left unset show the catalogue's own.
});
