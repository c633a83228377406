import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { NotificationBannerProps } from './props.gen';

export const notificationBanner = defineBlock<NotificationBannerProps>({
  name: 'notification-banner',
  component: lazyBlock(() => import('./lazy/NotificationBanner')),
});
