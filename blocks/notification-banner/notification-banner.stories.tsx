import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { notificationBanner } from './index';
import { dismissalKey } from './lazy/banner-visibility';
import type { NotificationBannerProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const REQUIRED_ENTRY = 'confsite.story.checked-in';

const meta = {
  title: 'Blocks/Notification banner',
  render: (props) => <BlockPreview type={notificationBanner} props={props} />,
  args: blockDefaults(notificationBanner) as NotificationBannerProps,
  // Each story starts as a first visit: no dismissal and no required entry left from another story
  // (BlockPreview gives the block the id `{name}-preview`).
  beforeEach: () => {
    localStorage.removeItem(dismissalKey(`${notificationBanner.name}-preview`));
    localStorage.removeItem(REQUIRED_ENTRY);
  },
} satisfies Meta<NotificationBannerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown until dismissed; the dismissal is remembered in local storage. */
export const Default: Story = {};

/** Shown on every visit: dismissing hides it only until the visitor leaves the page. */
export const AlwaysShown: Story = {
  args: { bannerText: 'The expo hall closes at 17:00 today.', alwaysShowBanner: true },
};

/** Needs a local storage entry another feature writes; here it is set, so the banner shows. */
export const RequiredEntrySet: Story = {
  args: { bannerText: 'You are checked in. Enjoy the summit!', requireLocalStorageEntry: REQUIRED_ENTRY },
  beforeEach: () => {
    localStorage.setItem(REQUIRED_ENTRY, 'true');
  },
};

/** The required entry is missing: nothing shows. */
export const RequiredEntryMissing: Story = {
  args: { bannerText: 'You are checked in. Enjoy the summit!', requireLocalStorageEntry: REQUIRED_ENTRY },
};
