import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { DEMO_MEDIA } from '../shared/lazy/video/stories/demo-media';
import { preferReducedMotion } from '../shared/lazy/video/stories/reduced-motion';
import { videoHero } from './index';
import type { VideoHeroProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Video hero',
  render: (props) => <BlockPreview type={videoHero} props={props} />,
  args: {
    ...blockDefaults(videoHero),
    videoUrl: DEMO_MEDIA.video,
    poster: DEMO_MEDIA.poster,
    heading: 'Build what is next',
    subheading: 'Confsite Summit 2027 · Seattle and online',
    headingButtons: [
      { type: 'ctalink', text: 'Register', url: '/register' },
      { type: 'link', text: 'See the agenda', url: '/sessions' },
    ],
  },
} satisfies Meta<VideoHeroProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The background loop plays muted as soon as the hero is on screen. */
export const Playing: Story = {};

export const PausedByVisitor: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause background video' }));
    await canvas.findByRole('button', { name: 'Play background video' });
  },
};

/** For visitors whose system asks for reduced motion: the poster, and a button to play anyway. */
export const ReducedMotion: Story = { beforeEach: preferReducedMotion };

export const BottomLeftLighterOverlay: Story = {
  args: { contentPosition: 'bottom', headingAlignment: 'left', overlayOpacity: 0.3, minHeight: 360 },
};

/** Without a usable video the poster stands in; editors are told why. */
export const PosterOnlyForEditor: Story = {
  args: { videoUrl: undefined },
  parameters: { pageContext: { isEditor: true } },
};
