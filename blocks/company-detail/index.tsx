import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { CompanyDetailProps } from './props.gen';

export const companyDetail = defineBlock<CompanyDetailProps>({
  name: 'company-detail',
  component: lazyBlock(() => import('./lazy/CompanyDetail')),
});
