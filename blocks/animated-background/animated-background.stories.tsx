import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { sectionHeading } from '../section-heading';
import { DEMO_MEDIA } from '../shared/lazy/video/stories/demo-media';
import { preferReducedMotion } from '../shared/lazy/video/stories/reduced-motion';
import { animatedBackground } from './index';
import type { AnimatedBackgroundProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const nested = (
  <BlockPreview
    type={sectionHeading}
    props={{ heading: 'Welcome to the summit', body: 'Four days of sessions, labs and conversations.', headingLevel: 2, headingAlignment: 'center' }}
  />
);

const meta = {
  title: 'Blocks/Animated background',
  render: (props) => (
    <BlockPreview type={animatedBackground} props={props}>
      {nested}
    </BlockPreview>
  ),
  args: blockDefaults(animatedBackground),
} satisfies Meta<AnimatedBackgroundProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gradient flows behind the nested section heading. */
export const FlowingGradient: Story = {};

export const PausedByVisitor: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause animation' }));
    await canvas.findByRole('button', { name: 'Play animation' });
  },
};

/** Still for visitors whose system asks for reduced motion, with a button to play it anyway. */
export const ReducedMotion: Story = { beforeEach: preferReducedMotion };

export const FastWarmColours: Story = {
  args: { colors: ['#7a1f1f', '#8a4b00', '#5a1f7a'], angle: 90, durationSeconds: 6 },
};

export const BackgroundVideo: Story = {
  args: { animation: 'video', videoUrl: DEMO_MEDIA.video, poster: DEMO_MEDIA.poster },
};

/** A video animation without a usable URL keeps the gradient; editors are told why. */
export const VideoMissingForEditor: Story = {
  args: { animation: 'video' },
  parameters: { pageContext: { isEditor: true } },
};
