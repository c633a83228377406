import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROLE_SCOPES } from '../../src/engine';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoSettings } from '../../storybook/demo-page-context';
import { studioPlayer } from './index';
import type { StudioPlayerProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

// While the opening keynote's ticker line of the seed settings runs.
const settings = { ...demoSettings, serverTestingDate: '2027-03-09T09:30:00-08:00' };
const chat = { enabled: true, embedUrl: 'https://chat.example.com/studio/1', title: 'Studio chat' };

const meta = {
  title: 'Blocks/Studio player',
  render: (props) => <BlockPreview type={studioPlayer} props={props} />,
  // preload="none": the stream is not fetched until play is pressed, so no network is needed.
  args: { ...blockDefaults(studioPlayer), videoUrl: 'https://media.example.com/studio/live.m3u8', chat },
  parameters: { pageContext: { settings } },
} satisfies Meta<StudioPlayerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor, who receives no stream address: the ticker, and sign-in prompts where the stream and the chat would be. */
export const Anonymous: Story = { args: { videoUrl: undefined } };

/** A signed-in attendee: the chat beside the stream. */
export const SignedInWithChat: Story = { parameters: { pageContext: { settings, scopes: ROLE_SCOPES.attendee } } };

/** The chat starts collapsed behind a button. */
export const ChatCollapsed: Story = {
  args: { chat: { ...chat, isHidden: true }, enableLiveNowTicker: false },
  parameters: { pageContext: { settings, scopes: ROLE_SCOPES.attendee } },
};

/** An editor's block without stream or chat addresses: what is missing, said. */
export const NotSetUpForEditors: Story = {
  args: { videoUrl: undefined, chat: { enabled: true } },
  parameters: { pageContext: { settings, scopes: ROLE_SCOPES.contenteditor, isEditor: true } },
};
