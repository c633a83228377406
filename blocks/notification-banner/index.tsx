import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { NotificationBannerProps } from './props.gen';

export const notificationBanner = defineBlock<NotificationBannerProps>({
  name: 'notification-banner',
  displayName: 'translate.base.blocks.notification-banner.name',
  group: 'page',
  component: lazyBlock(() => import('./lazy/NotificationBanner')),
  defaults: { bannerText: 'Registration closes on Friday. Save your seat today.', alwaysShowBanner: false },
});
