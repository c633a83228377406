import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { NotificationBannerProps } from './props.gen';

export const notificationBanner = defineBlock<NotificationBannerProps>({
  name: 'notification-banner',
  component: lazyBlock(() => import('./lazy/NotificationBanner')),
});
