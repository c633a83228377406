import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { CompanyCatalogueProps } from './props.gen';

export const companyCatalogue = defineBlock<CompanyCatalogueProps>({
  name: 'company-catalogue',
  component: lazyBlock(() => import('./lazy/CompanyCatalogue')),
  // Header texts left unset show the directory's own.
});
