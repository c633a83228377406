import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { contentBanner } from './index';
import type { ContentBannerProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Content banner',
  render: (props) => <BlockPreview type={contentBanner} props={props} />,
  args: blockDefaults(contentBanner) as ContentBannerProps,
} satisfies Meta<ContentBannerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLink: Story = {
  args: { content: 'The mobile app is here.', hyperlink: '/mobile-experience', hyperlinkText: 'Get the app' },
};

/** A link without its own text reads "Learn more". */
export const LinkWithoutText: Story = {
  args: { content: 'Shuttle buses run every 15 minutes.', hyperlink: '/event-guide', showGlyph: false },
};

export const TextOnly: Story = { args: { content: 'Lunch is served in Hall B.', showGlyph: false } };
