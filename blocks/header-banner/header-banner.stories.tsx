import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { headerBanner } from './index';
import type { HeaderBannerProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Header banner',
  render: (props) => <BlockPreview type={headerBanner} props={props} />,
  args: blockDefaults(headerBanner),
} satisfies Meta<HeaderBannerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's banner from the seed settings; resize the viewport to see the per-device images. */
export const AssignedToHome: Story = {};

/** An attendee holding event-tools does not see the register button. */
export const SignedInAttendee: Story = {
  parameters: { pageContext: { scopes: ['event-tools'] } },
};

/** get-help assigns the help banner, which offers a back button on mobile. */
export const HelpPage: Story = {
  parameters: { pageContext: { page: 'get-help' } },
};

export const BlockOverrides: Story = {
  args: {
    bannerIdentifier: 'help',
    mainTitle: 'Ask us anything',
    subTitle: 'Our team answers within a day.',
    buttons: [{ type: 'ctalink', text: 'Contact support', url: '/get-help' }],
  },
};
