import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { testUserStory } from '../shared/lazy/catalogue/stories/signed-in';
import { withCookieConsent } from '../shared/lazy/chat-widget-gate/stories/cookie-consent';
import { DEMO_MEDIA } from '../shared/lazy/video/stories/demo-media';
import { socialEmbed } from './index';
import type { SocialEmbedProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Social embed',
  render: (props) => <BlockPreview type={socialEmbed} props={props} />,
  args: {
    ...blockDefaults(socialEmbed),
    embedUrl: DEMO_MEDIA.embedPage('#ConfsiteSummit on Bluesky'),
    networkName: 'Bluesky',
    profileUrl: 'https://bsky.app/hashtag/ConfsiteSummit',
    title: 'Posts tagged #ConfsiteSummit',
    height: 320,
  },
  beforeEach: withCookieConsent('accepted'),
  parameters: testUserStory({}),
} satisfies Meta<SocialEmbedProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Allowed, but nothing loads until the visitor asks. */
export const WaitingForVisitor: Story = {};

export const PostsShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show posts' }));
    await canvas.findByTitle('Posts tagged #ConfsiteSummit');
  },
};

export const AnonymousAskedToSignIn: Story = { parameters: { pageContext: { user: null, scopes: [] } } };

export const SignedInAskedForCookies: Story = { beforeEach: withCookieConsent('declined') };

/** An embed without cookies, offered to everyone. */
export const OpenToAllWithoutConsent: Story = {
  args: { bypassConsent: true, allowAnonymous: true, profileUrl: undefined, networkName: undefined },
  beforeEach: withCookieConsent(null),
  parameters: { pageContext: { user: null, scopes: [] } },
};
