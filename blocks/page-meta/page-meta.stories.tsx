import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { pageMeta } from './index';
import type { PageMetaProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

/** Renders nothing visible: inspect the document head (title and meta tags) to see its effect. */
const meta = {
  title: 'Blocks/Page meta',
  render: (props) => <BlockPreview type={pageMeta} props={props} />,
  args: blockDefaults(pageMeta),
} satisfies Meta<PageMetaProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SocialTagsWithoutIndexing: Story = {
  args: {
    metaTags: {
      title: 'Sessions | Confsite Summit',
      description: 'Browse every session of the summit.',
      ogTitle: 'Confsite Summit sessions',
      ogDescription: 'Browse every session of the summit.',
      ogImage: 'https://confsite.dev/og.png',
      twitterTitle: 'Confsite Summit sessions',
    },
    enableIndexing: false,
  },
};
