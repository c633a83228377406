import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { heroBlade } from './index';
import type { HeroBladeProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const SAMPLE_VIDEO = 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4';

const meta = {
  title: 'Blocks/Hero blade',
  render: (props) => <BlockPreview type={heroBlade} props={props} />,
  args: {
    ...blockDefaults(heroBlade),
    assetData: { assetType: 'image', image: { src: '/storybook-assets/hero-placeholder.svg', alt: 'Keynote stage' } },
    textSection: {
      heading: 'Build what is next',
      subheading: 'Confsite Summit 2027',
      body: 'Four days of sessions, labs and conversations in Seattle.',
      headingLevel: 2,
      buttons: [
        { type: 'ctalink', text: 'Register', url: '/register' },
        { type: 'link', text: 'See the agenda', url: '/sessions' },
      ],
    },
  },
} satisfies Meta<HeroBladeProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ImageLeft: Story = {};

export const ImageRightWithShadow: Story = {
  args: { assetPosition: 'right', assetDominanceRatio: 0.6, centerGutterWidth: 64, containerBoxShadow: true },
};

export const ImageWithLightBoxVideo: Story = {
  args: {
    assetData: {
      assetType: 'image',
      image: { src: '/storybook-assets/hero-placeholder.svg', alt: 'Keynote stage' },
      lightBoxUrl: SAMPLE_VIDEO,
      videoAltText: 'Keynote teaser',
    },
  },
};

export const InlineVideo: Story = {
  args: { assetData: { assetType: 'video', videoUrl: SAMPLE_VIDEO, videoAltText: 'Keynote teaser' } },
};

/** As the server sends it to an anonymous visitor: without the video's address. */
export const VideoRequiresSignIn: Story = {
  args: { assetData: { assetType: 'video', videoUrl: undefined, videoAltText: 'Keynote teaser' }, videoRequiresAuth: true },
};
