import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BlockPreview } from '../../storybook/BlockPreview';
import { testUserStory } from '../shared/lazy/catalogue/stories/signed-in';
import { DEMO_MEDIA } from '../shared/lazy/video/stories/demo-media';
import { inlineVideoPlayer } from './index';
import type { InlineVideoPlayerProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Inline video player',
  render: (props) => <BlockPreview type={inlineVideoPlayer} props={props} />,
  args: {
    ...blockDefaults(inlineVideoPlayer),
    videoUrl: DEMO_MEDIA.video,
    ariaLabel: 'Confsite Summit teaser',
    poster: DEMO_MEDIA.poster,
    captions: DEMO_MEDIA.captions,
  },
} satisfies Meta<InlineVideoPlayerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before anything happened: the poster, the control bar; resting the pointer on it for 200 ms starts it muted. */
export const Unfocused: Story = {};

/** Started from the control bar; the seek bar appears once the local clip's length is known, and moves. */
export const Playing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Play' }));
    await canvas.findByRole('button', { name: 'Pause' });
    const seek = await canvas.findByRole('slider', { name: 'Seek' }, { timeout: 5000 });
    await waitFor(() => expect(Number((seek as HTMLInputElement).value)).toBeGreaterThan(0), { timeout: 5000 });
  },
};

export const Paused: Story = {
  play: async (context) => {
    await Playing.play?.(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Pause' }));
    await context.canvas.findByRole('button', { name: 'Play' });
  },
};

/** Rewound by the stop button: the poster is back. */
export const Stopped: Story = {
  play: async (context) => {
    await Playing.play?.(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(context.canvas.getByRole('group', { name: 'Confsite Summit teaser' }).dataset.state).toBe('stopped'));
  },
};

export const WithHeadingLightThemeFourByThree: Story = {
  args: { heading: 'Watch the keynote teaser', headingLevel: 2, videoTheme: 'light', aspectRatio: '4/3', captions: undefined },
};

export const OnlyPlayPauseButton: Story = { args: { hideControls: true, hoverPreview: false } };

/** As the server sends it to an anonymous visitor: without the video and captions addresses. */
export const RequiresSignInAnonymous: Story = { args: { requiresAuth: true, videoUrl: undefined, captions: undefined } };

export const RequiresSignInSignedIn: Story = { args: { requiresAuth: true }, parameters: testUserStory({}) };

/** Editors see why nothing plays; visitors see nothing. */
export const MissingUrlForEditor: Story = {
  args: { videoUrl: undefined },
  parameters: { pageContext: { isEditor: true } },
};
