import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { CompanyDetailProps } from './props.gen';

export const companyDetail = defineBlock<CompanyDetailProps>({
  name: 'company-detail',
  displayName: 'translate.base.blocks.company-detail.name',
  group: 'event',
  component: lazyBlock(() => import('./lazy/CompanyDetail')),
  defaults: { kind: 'sponsor', showPeopleLinks: true },
});
