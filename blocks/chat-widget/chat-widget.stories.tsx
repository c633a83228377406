import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { BlockPreview } from '../../storybook/BlockPreview';
import { testUserStory } from '../shared/lazy/catalogue/stories/signed-in';
import { withCookieConsent } from '../shared/lazy/chat-widget-gate/stories/cookie-consent';
import { DEMO_MEDIA } from '../shared/lazy/video/stories/demo-media';
import { chatWidget } from './index';
import type { ChatWidgetProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const signedIn = testUserStory({});

const meta = {
  title: 'Blocks/Chat widget',
  render: (props) => <BlockPreview type={chatWidget} props={props} />,
  args: { ...blockDefaults(chatWidget), embedUrl: DEMO_MEDIA.embedPage('Live help chat'), panelHeight: 320 },
  beforeEach: withCookieConsent('accepted'),
  parameters: signedIn,
} satisfies Meta<ChatWidgetProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const openChat: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Chat with us' }));
  await canvas.findByRole('dialog', { name: 'Live help chat' });
};

/** Only the launcher: nothing of the provider has loaded. */
export const Closed: Story = {};

export const FramedChatOpen: Story = { play: openChat };

export const AnonymousAskedToSignIn: Story = { parameters: { pageContext: { user: null, scopes: [] } }, play: openChat };

export const SignedInAskedForCookies: Story = { beforeEach: withCookieConsent(null), play: openChat };

export const InlineWithOwnTexts: Story = {
  args: { placement: 'inline', launcherText: 'Ask the help desk', title: 'Help desk' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask the help desk' }));
    await canvas.findByRole('dialog', { name: 'Help desk' });
  },
};

/** The provider's own widget from its script, opened once its open function exists. */
export const ScriptWidget: Story = {
  args: { mode: 'script', embedUrl: undefined, scriptUrl: DEMO_MEDIA.chatScript, openFunction: 'DemoChat.open' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Chat with us' }));
    // The provider draws its widget outside the block, on the page's body.
    await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'Demo chat' }, { timeout: 5000 });
  },
};
