import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { socialShare } from './index';
import type { SocialShareProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const everyNetwork: SocialShareProps['links'] = {
  website: 'https://confsite.dev',
  linkedin: 'https://www.linkedin.com/company/confsite',
  twitter: 'https://x.com/confsite',
  youtube: 'https://www.youtube.com/@confsite',
  instagram: 'https://www.instagram.com/confsite',
  facebook: 'https://www.facebook.com/confsite',
  github: 'https://github.com/confsite',
  tiktok: 'https://www.tiktok.com/@confsite',
  bluesky: 'https://bsky.app/profile/confsite.dev',
};

const meta = {
  title: 'Blocks/Social share',
  render: (props) => <BlockPreview type={socialShare} props={props} />,
  args: { ...(blockDefaults(socialShare) as SocialShareProps), links: everyNetwork },
} satisfies Meta<SocialShareProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every network, in the default order. */
export const AllNetworks: Story = {};

/** socialOrder puts Bluesky and TikTok first; the rest follow in the default order. */
export const OrderedAndCentered: Story = {
  args: {
    links: { linkedin: everyNetwork.linkedin, tiktok: everyNetwork.tiktok, bluesky: everyNetwork.bluesky },
    socialOrder: ['bluesky', 'tiktok'],
    alignment: 'center',
  },
};

export const CustomColours: Story = {
  args: { followLabel: 'Stay in touch', linkColor: '#ffffff', linkBackgroundColor: '#1b1b1f' },
};

/** No address yet: visitors see nothing, editors a note. */
export const NoLinksForEditors: Story = {
  args: { links: {} },
  parameters: { pageContext: { isEditor: true } },
};
