import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { DataSharingConsentProps } from './props.gen';

export const dataSharingConsent = defineBlock<DataSharingConsentProps>({
  name: 'data-sharing-consent',
  component: lazyBlock(() => import('./lazy/DataSharingConsent')),
});
