import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { CompanyDetailProps } from './props.gen';

export const companyDetail = defineBlock<CompanyDetailProps>({
  name: 'company-detail',
  component: lazyBlock(() => import('./lazy/CompanyDetail')),
});
