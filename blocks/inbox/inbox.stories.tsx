import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { messageKeys, type Conversation } from '../../src/api/lazy/messages';
import { profileKeys } from '../../src/api/lazy/profile';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoSettings } from '../../storybook/demo-page-context';
import { blockDefaults } from '../shared/lazy/block-meta';
import { conversationList, danaRecipient, danaThread, meetingThread } from '../testing/message-samples';
import { avery, averyProfile } from '../testing/profile-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { inboxAddressOf, type InboxView } from './lazy/inbox-address';
import { inbox } from './index';
import type { InboxProps } from './props.gen';

/** Stories show what was read already: opening a conversation then has nothing to mark read on a server that is not there. */
const read = (conversation: Conversation): Conversation => ({ ...conversation, messages: conversation.messages.map((message) => ({ ...message, isRead: true })) });

/** The inbox's view in the address, as a link or an earlier choice left it (the story's own parameters stay). */
const atAddress =
  (view: InboxView): Decorator =>
  (Story) => {
    window.history.replaceState(window.history.state, '', inboxAddressOf(window.location.href, view));
    return <Story />;
  };

const dana = { kind: 'direct', id: 'att-dana' } as const;
const meeting = { kind: 'meeting', id: 'mtg-roadmap' } as const;

/** Avery's inbox: Dana with two unread messages, a meeting's conversation, and Lee. */
const meta = {
  title: 'Blocks/Inbox',
  render: (props) => <BlockPreview type={inbox} props={props} />,
  args: blockDefaults(inbox),
  decorators: [
    atAddress({ kind: 'none' }),
    withSeededQueries([
      [messageKeys.conversations, conversationList],
      [messageKeys.thread(dana), read(danaThread)],
      [messageKeys.thread(meeting), read(meetingThread)],
      [profileKeys.profile(avery.id), averyProfile],
    ]),
  ],
  parameters: {
    pageContext: { page: 'inbox', user: avery, scopes: avery.scopes, settings: { ...demoSettings, features: { ...demoSettings.features, showMessaging: true, showMeetings: true } } },
  },
} satisfies Meta<InboxProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversations: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Conversations' });
  },
};

/** Dana's conversation open beside the list (`?toRegKey=att-dana`): the composer on top, the latest message first. */
export const OpenConversation: Story = {
  decorators: [atAddress({ kind: 'conversation', ref: dana })],
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'Message to Dana Okafor' });
  },
};

/** A meeting's group messages (`?meetingId=…`), with a link to the meeting. */
export const MeetingConversation: Story = {
  decorators: [atAddress({ kind: 'conversation', ref: meeting })],
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Meeting details' });
  },
};

/** Dana left the directory: the conversation stays readable, with no composer. */
export const RecipientGone: Story = {
  decorators: [
    atAddress({ kind: 'conversation', ref: dana }),
    withSeededQueries([
      [messageKeys.conversations, conversationList],
      [messageKeys.thread(dana), { ...read(danaThread), recipient: { ...danaRecipient, validRecipient: false } }],
    ]),
  ],
  play: async ({ canvas }) => {
    await canvas.findByText(/can no longer receive messages/);
  },
};

/** `?isNew=true`: pick an attendee by typing, then write to them. */
export const NewConversation: Story = {
  decorators: [atAddress({ kind: 'new' })],
  play: async ({ canvas }) => {
    await canvas.findByRole('searchbox', { name: 'Find an attendee' });
  },
};

/** No conversations yet: the new-conversation view opens. */
export const Empty: Story = {
  decorators: [withSeededQueries([[messageKeys.conversations, { conversations: [], unreadCount: 0 }]])],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'New message' });
  },
};
