import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { CompanyCatalogueProps } from './props.gen';

export const companyCatalogue = defineBlock<CompanyCatalogueProps>({
  name: 'company-catalogue',
  component: lazyBlock(() => import('./lazy/CompanyCatalogue')),
  // Header texts left unset show the directory's own.
});
