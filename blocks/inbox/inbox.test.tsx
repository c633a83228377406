import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterKeys } from '../../src/api/lazy/counters';
import type { Conversation, ConversationList } from '../../src/api/lazy/messages';
import { PageContext, useShellStore, type PageContextValue } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext, demoSettings } from '../../storybook/demo-page-context';
import { blockDefaults } from '../shared/lazy/block-meta';
import { stubFetch, type FakeAnswer, type SentRequest } from '../testing/fake-fetch';
import {
  attendeeSearchAnswer,
  averyPerson,
  conversationList,
  danaPerson,
  danaRecipient,
  danaThread,
  leeThread,
  meetingRecipient,
  meetingThread,
  message,
} from '../testing/message-samples';
import { avery, averyProfile } from '../testing/profile-samples';
import { inbox } from './index';
import { stubLiveStreams } from '../testing/fake-live-streams';

type Answer = FakeAnswer | ((request: SentRequest) => FakeAnswer);

const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
const jamieThread: Conversation = {
  recipient: { id: 'att-jamie', name: 'Jamie Rivera', photo: null, title: 'Data scientist', company: 'Northwind', validRecipient: true },
  messages: [],
};

/** The messaging API as the contract describes it; `answers` override any `METHOD /path`. Every request is recorded. */
function installInboxApi(answers: Record<string, Answer> = {}): SentRequest[] {
  const defaults: Record<string, Answer> = {
    'GET /conversation': ok(conversationList),
    'GET /conversation/attendee/att-dana': ok(danaThread),
    'GET /conversation/attendee/att-lee': ok(leeThread),
    'GET /conversation/attendee/att-jamie': ok(jamieThread),
    'GET /conversation/meeting/mtg-roadmap': ok(meetingThread),
    'PUT /messages/m-3/read': ok({ count: 1 }),
    'PUT /messages/g-2/read': ok({ count: 2 }),
    'POST /messages/send': ({ body }) => ok(message('m-new', averyPerson, (body as { body: string }).body, '2027-03-09T11:00:00Z', { to: danaPerson })),
    'POST /meeting/message': ({ body }) => ok(message('g-new', averyPerson, (body as { body: string }).body, '2027-03-09T11:00:00Z', { meetingId: meetingRecipient.id })),
    'GET /profile': ok(averyProfile),
    'POST /attendee/search': ok(attendeeSearchAnswer),
  };
  return stubFetch((request) => {
    const answer = answers[`${request.method} ${request.path}`] ?? defaults[`${request.method} ${request.path}`];
    if (!answer) return { status: 404, body: { error: 'NotFound', message: `${request.method} ${request.path}` } };
    return typeof answer === 'function' ? answer(request) : answer;
  });
}

function show({ features = {}, context = {} }: { features?: Record<string, boolean>; context?: Partial<PageContextValue> } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const settings = { ...demoSettings, features: { ...demoSettings.features, showMessaging: true, showMeetings: true, ...features } };
  const view = render(
    <QueryClientProvider client={client}>
      <PageContext.Provider value={demoPageContext({ page: 'inbox', user: avery, scopes: avery.scopes, settings, ...context })}>
        <BlockPreview type={inbox} props={blockDefaults(inbox)} />
      </PageContext.Provider>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

const visit = (search = '') => window.history.replaceState(null, '', `/en-us/user/inbox${search}`);
const conversationsList = () => screen.getByRole('list', { name: 'Conversations' });
const entry = async (name: RegExp) => within(await screen.findByRole('list', { name: 'Conversations' })).getByRole('button', { name });
const requests = (sent: SentRequest[], method: string, path: string) => sent.filter((request) => request.method === method && request.path === path);
const lastToast = () => useShellStore.getState().toasts.at(-1);

/** Small screens: every media query of the inbox matches (it asks only whether the screen is narrower than md). */
function onSmallScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: true, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList,
  );
}

beforeEach(() => visit());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the conversation list', () => {
  it('lists the conversations latest first with their last message as text, meeting conversations among them, and unread counts', async () => {
    installInboxApi();
    show();
    const dana = await entry(/Dana Okafor/);
    const names = within(conversationsList())
      .getAllByRole('button')
      .map((button) => button.querySelector('.inbox-item__name')?.textContent);
    expect(names).toEqual(['Dana Okafor', 'Roadmap sync', 'Lee Chen']);
    expect(dana.textContent).toContain('See you at the keynote? The agenda is at https://example.com/agenda.');
    expect(within(dana).getByText('2 unread messages')).toBeTruthy();
    // A preview is text: its address is no link inside the button.
    expect(within(dana).queryByRole('link')).toBeNull();
    const meeting = await entry(/Roadmap sync/);
    expect(meeting.textContent).toContain('Meeting');
    expect(meeting.textContent).toContain('Lee: I will bring the slides.');
    expect(within(meeting).getByText('1 unread message')).toBeTruthy();
    const lee = await entry(/Lee Chen/);
    expect(lee.textContent).toContain('You: Thanks for the talk on observability!');
    expect(lee.querySelector('.inbox-badge')).toBeNull();
    // Nothing is open yet on a wide screen, and nothing is marked current.
    expect(screen.getByText('Choose a conversation, or start a new one.')).toBeTruthy();
    expect(dana.getAttribute('aria-current')).toBeNull();
  });

  it('opens a conversation: its thread, the focus on its heading, the address, its messages read and the count set from the answer', async () => {
    const sent = installInboxApi();
    const { client } = show();
    await userEvent.click(await entry(/Dana Okafor/));
    const heading = await screen.findByRole('heading', { name: 'Dana Okafor' });
    expect(document.activeElement).toBe(heading);
    expect(window.location.search).toBe('?toRegKey=att-dana');
    expect((await entry(/Dana Okafor/)).getAttribute('aria-current')).toBe('true');
    const messages = await screen.findByRole('list', { name: 'Messages, latest first' });
    expect(within(messages).getAllByRole('listitem').map((item) => item.querySelector('.inbox-message__body')?.textContent)).toEqual([
      'See you at the keynote? The agenda is at https://example.com/agenda.',
      'Hi Avery! Great to hear from you.',
      'Hello Dana, shall we meet?',
    ]);
    expect(within(messages).getAllByRole('listitem')[2]?.textContent).toContain('You');
    // The newest unread message is marked read, which reads the earlier ones with it; the answer is the new total.
    await waitFor(() => expect(requests(sent, 'PUT', '/messages/m-3/read')).toHaveLength(1));
    await waitFor(() => expect(client.getQueryData(counterKeys.unreadMessages)).toEqual({ count: 1 }));
    await waitFor(() => expect((screen.getByRole('button', { name: /Dana Okafor/ }) as HTMLElement).querySelector('.inbox-badge')).toBeNull());
    expect(requests(sent, 'PUT', '/messages/m-2/read')).toHaveLength(0);
  });

  it('opens a meeting conversation by its meeting, reads it, links to the meeting and sends to its participants', async () => {
    const sent = installInboxApi();
    show();
    await userEvent.click(await entry(/Roadmap sync/));
    expect(await screen.findByRole('heading', { name: 'Roadmap sync' })).toBeTruthy();
    expect(window.location.search).toBe('?meetingId=mtg-roadmap');
    expect(screen.getByRole('link', { name: 'Meeting details' }).getAttribute('href')).toBe('/en-us/meetings/mtg-roadmap');
    await waitFor(() => expect(requests(sent, 'PUT', '/messages/g-2/read')).toHaveLength(1));
    const messages = screen.getByRole('list', { name: 'Messages, latest first' });
    await waitFor(() => expect(within(messages).getAllByRole('listitem')[1]?.querySelector('.inbox-message__author')?.textContent).toBe('You'));
    expect(within(messages).getAllByRole('listitem')[0]?.querySelector('.inbox-message__author')?.textContent).toBe('Lee Chen');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to everyone in Roadmap sync' }), 'Room 12 works');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requests(sent, 'POST', '/meeting/message')[0]?.body).toEqual({ meetingId: 'mtg-roadmap', body: 'Room 12 works' }));
    expect(await within(messages).findByText('Room 12 works')).toBeTruthy();
  });

  it('searches the conversations fuzzily by name and last message', async () => {
    installInboxApi();
    show();
    await entry(/Dana Okafor/);
    const search = screen.getByRole('searchbox', { name: 'Search conversations' });
    const shown = () => within(conversationsList()).getAllByRole('button').map((button) => button.querySelector('.inbox-item__name')?.textContent);
    await userEvent.type(search, 'kenote');
    expect(shown()).toEqual(['Dana Okafor']);
    await userEvent.clear(search);
    await userEvent.type(search, 'Roadmap snyc');
    expect(shown()).toEqual(['Roadmap sync']);
    await userEvent.clear(search);
    await userEvent.type(search, 'observabilty');
    expect(shown()).toEqual(['Lee Chen']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzzzqq');
    expect(screen.getByRole('status').textContent).toBe('No conversation matches your search.');
    await userEvent.clear(search);
    expect(shown()).toEqual(['Dana Okafor', 'Roadmap sync', 'Lee Chen']);
  });

  it('says when the list cannot be loaded and loads it again on request', async () => {
    let fail = true;
    installInboxApi({
      'GET /conversation': () => {
        const answer = fail ? { status: 500, body: { error: 'InternalServerError', message: 'boom' } } : ok(conversationList);
        fail = false;
        return answer;
      },
    });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('There was an issue retrieving your messages.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await entry(/Dana Okafor/)).toBeTruthy();
  });

  it('explains that messages need a profile in the attendee directory when the server refuses the inbox', async () => {
    installInboxApi({ 'GET /conversation': { status: 403, body: { error: 'Forbidden', message: 'not in the directory' } } });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('listed in the attendee directory');
  });

  it('shows nothing while messaging is off, and tells editors why', async () => {
    const sent = installInboxApi();
    const { container, unmount } = show({ features: { showMessaging: false } });
    expect(container.textContent).toBe('');
    unmount();
    show({ features: { showMessaging: false }, context: { isEditor: true } });
    expect(screen.getByRole('note').textContent).toBe('Messages are switched off (showMessaging): visitors see nothing here.');
    expect(sent).toEqual([]);
  });
});

describe('writing a message', () => {
  async function openDana() {
    visit('?toRegKey=att-dana');
    const sent = installInboxApi();
    show();
    return { sent, field: await screen.findByRole('textbox', { name: 'Message to Dana Okafor' }) };
  }

  it('adds the sent message at the top at once, empties the field and holds the button while sending', async () => {
    const { sent, field } = await openDana();
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await answered;
      return realFetch(input, init);
    });
    await userEvent.type(field, 'Coffee at 3?');
    expect(screen.getByText('12 / 2000 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    release();
    const messages = screen.getByRole('list', { name: 'Messages, latest first' });
    await waitFor(() => expect(within(messages).getAllByRole('listitem')[0]?.textContent).toContain('Coffee at 3?'));
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Message sent.');
    expect(requests(sent, 'POST', '/messages/send').map((request) => request.body)).toEqual([{ messageToKey: 'att-dana', body: 'Coffee at 3?' }]);
    // The list is asked for again: its latest message changed.
    await waitFor(() => expect(requests(sent, 'GET', '/conversation').length).toBeGreaterThan(1));
  });

  it('refuses an empty or an over-long message in place and sends nothing, counting characters as people do', async () => {
    const { sent, field } = await openDana();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Write a message before sending.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Write a message before sending.');
    await userEvent.clear(field);
    // 2,000 emoji are 2,000 characters (4,000 UTF-16 units): they fit; one more does not.
    await userEvent.click(field);
    await userEvent.paste('😀'.repeat(2000));
    expect(screen.getByText('2000 / 2000 characters')).toBeTruthy();
    await userEvent.type(field, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Your message is too long: 2001 characters, at most 2000 fit.');
    expect(requests(sent, 'POST', '/messages/send')).toHaveLength(0);
    // Once it fits again, the reason goes.
    await userEvent.type(field, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the text and says so in a toast when sending fails', async () => {
    visit('?toRegKey=att-dana');
    installInboxApi({ 'POST /messages/send': { status: 500, body: { error: 'InternalServerError', message: 'boom' } } });
    show();
    const field = await screen.findByRole('textbox', { name: 'Message to Dana Okafor' });
    await userEvent.type(field, 'Are you there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ kind: 'error', message: 'translate.base.blocks.inbox.error.send' }));
    expect((field as HTMLTextAreaElement).value).toBe('Are you there?');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });

  it('shows the server’s own words when sending too fast (429), keeping the text', async () => {
    visit('?toRegKey=att-dana');
    const words = 'You are sending messages too quickly. Please wait a moment.';
    installInboxApi({ 'POST /messages/send': { status: 429, body: { error: 'TooManyRequests', message: words } } });
    show();
    const field = await screen.findByRole('textbox', { name: 'Message to Dana Okafor' });
    await userEvent.type(field, 'Hello again');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ message: words }));
    expect((field as HTMLTextAreaElement).value).toBe('Hello again');
  });

  it('keeps a conversation readable but offers no composer when the recipient can no longer receive messages', async () => {
    visit('?toRegKey=att-dana');
    installInboxApi({ 'GET /conversation/attendee/att-dana': ok({ ...danaThread, recipient: { ...danaRecipient, validRecipient: false } }) });
    show();
    expect(await screen.findByText('Dana Okafor can no longer receive messages. You can still read this conversation.')).toBeTruthy();
    expect(screen.getByText('Hi Avery! Great to hear from you.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Message to/ })).toBeNull();
  });

  it('shows a body with markup as the text it is, and its addresses as links that open apart', async () => {
    visit('?toRegKey=att-dana');
    const body = '<img src="x" onerror="alert(1)"><b>bold</b><script>alert(2)</script> & javascript:alert(3)';
    installInboxApi({ 'GET /conversation/attendee/att-dana': ok({ ...danaThread, messages: [message('m-9', danaPerson, body, '2027-03-09T10:30:00Z'), ...danaThread.messages] }) });
    show();
    const messages = await screen.findByRole('list', { name: 'Messages, latest first' });
    expect(messages.querySelector('img, b, script')).toBeNull();
    expect(within(messages).getAllByRole('listitem')[0]?.querySelector('.inbox-message__body')?.textContent).toBe(body);
    const link = within(messages).getByRole('link', { name: 'https://example.com/agenda' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['https://example.com/agenda', '_blank', 'noopener noreferrer nofollow']);
    expect(within(messages).getAllByRole('link')).toHaveLength(1);
  });
});

describe('the address', () => {
  it('opens the conversation with the attendee toRegKey names, new when there is none yet', async () => {
    visit('?toRegKey=att-jamie');
    const sent = installInboxApi();
    show();
    expect(await screen.findByRole('heading', { name: 'Jamie Rivera' })).toBeTruthy();
    expect(screen.getByText('No messages yet. Write the first one.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to Jamie Rivera' }), 'Hi Jamie');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requests(sent, 'POST', '/messages/send')[0]?.body).toEqual({ messageToKey: 'att-jamie', body: 'Hi Jamie' }));
  });

  it('says so when toRegKey names someone who cannot be written to', async () => {
    visit('?toRegKey=att-nobody');
    installInboxApi();
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('This conversation is not available');
    expect(screen.getByRole('heading', { name: 'Conversation' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Message to/ })).toBeNull();
  });

  it('opens the conversation with the attendee a profile’s Send message names, isNew=true or not', async () => {
    visit('?toRegKey=att-dana&isNew=true');
    installInboxApi();
    show();
    expect(await screen.findByRole('textbox', { name: 'Message to Dana Okafor' })).toBeTruthy();
  });

  it('starts a new conversation with isNew=true: an attendee picked by typing, then the conversation with them', async () => {
    visit('?isNew=true');
    const sent = installInboxApi();
    show();
    expect(screen.getByRole('heading', { name: 'New message' })).toBeTruthy();
    expect(screen.getByText('Type at least 2 characters of a name.')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find an attendee' }), 'Ja');
    const found = await screen.findByRole('list', { name: 'Attendees found' });
    // Attendees not taking messages are not offered.
    expect(within(found).getAllByRole('button').map((button) => button.textContent)).toEqual(['JRJamie RiveraData scientist · Northwind']);
    expect(requests(sent, 'POST', '/attendee/search').at(-1)?.body).toMatchObject({ searchText: 'Ja' });
    await userEvent.click(within(found).getByRole('button', { name: /Jamie Rivera/ }));
    const heading = await screen.findByRole('heading', { name: 'Jamie Rivera' });
    expect(document.activeElement).toBe(heading);
    expect(window.location.search).toBe('?toRegKey=att-jamie');
    expect(screen.getByRole('textbox', { name: 'Message to Jamie Rivera' })).toBeTruthy();
  });

  it('opens the latest conversation with unread messages for goToTopUnread=true', async () => {
    visit('?goToTopUnread=true');
    const unreadOnlyInLee: ConversationList = {
      unreadCount: 1,
      conversations: conversationList.conversations.map((summary) => ({ ...summary, unreadCount: summary.recipient.id === 'att-lee' ? 1 : 0 })),
    };
    installInboxApi({ 'GET /conversation': ok(unreadOnlyInLee) });
    show();
    expect(await screen.findByRole('heading', { name: 'Lee Chen' })).toBeTruthy();
    expect(window.location.search).toBe('?toRegKey=att-lee');
    expect((await entry(/Lee Chen/)).getAttribute('aria-current')).toBe('true');
  });

  it('opens the new-conversation view when there are no conversations', async () => {
    installInboxApi({ 'GET /conversation': ok({ conversations: [], unreadCount: 0 }) });
    show();
    expect(await screen.findByRole('heading', { name: 'New message' })).toBeTruthy();
    expect(screen.getByText('No conversations yet.')).toBeTruthy();
  });

  it('writes the conversation chosen into the address, in place of the one before', async () => {
    installInboxApi();
    show();
    const before = window.history.length;
    await userEvent.click(await entry(/Lee Chen/));
    expect(window.location.search).toBe('?toRegKey=att-lee');
    await userEvent.click(screen.getByRole('button', { name: 'New message' }));
    expect(window.location.search).toBe('?isNew=true');
    expect(window.history.length).toBe(before);
  });
});

describe('on a small screen', () => {
  it('shows the list or the conversation, with a way back that returns the focus to the conversation left', async () => {
    onSmallScreen();
    installInboxApi();
    show();
    const dana = await entry(/Dana Okafor/);
    expect(screen.queryByText('Choose a conversation, or start a new one.')).toBeNull();
    await userEvent.click(dana);
    expect(await screen.findByRole('heading', { name: 'Dana Okafor' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    const again = await entry(/Dana Okafor/);
    expect(document.activeElement).toBe(again);
    expect(screen.queryByRole('heading', { name: 'Dana Okafor' })).toBeNull();
    expect(window.location.search).toBe('');
  });
});

describe('live updates', () => {
  it('loads the list (and with it the unread count) and the open conversation again when a message arrives or a meeting changes', async () => {
    const streams = stubLiveStreams();
    visit('?toRegKey=att-dana');
    let thread = danaThread;
    const sent = installInboxApi({ 'GET /conversation/attendee/att-dana': () => ok(thread), 'PUT /messages/m-4/read': ok({ count: 0 }) });
    show({ features: { enableSignalr: true } });
    await screen.findByText('Hi Avery! Great to hear from you.');
    expect(streams[0]?.url).toBe('/api/v1/live');
    thread = { ...danaThread, messages: [message('m-4', danaPerson, 'Running five minutes late.', '2027-03-09T10:05:00Z', { isRead: false }), ...danaThread.messages] };
    streams[0]?.dispatchEvent(new MessageEvent('onMessageReceived', { data: JSON.stringify({ userId: avery.id, messageId: 'm-4', meetingId: null, authorKey: 'att-dana' }) }));
    expect(await screen.findByText('Running five minutes late.')).toBeTruthy();
    // Said politely to screen readers, as the thread shows it; nothing was said for the messages it opened with.
    const said = screen.getAllByRole('status').map((region) => region.textContent);
    expect(said).toContain('New message from Dana Okafor: Running five minutes late.');
    expect(requests(sent, 'GET', '/conversation').length).toBeGreaterThan(1);
    // The new message is read at once, since its conversation is open.
    await waitFor(() => expect(requests(sent, 'PUT', '/messages/m-4/read')).toHaveLength(1));
    streams[0]?.dispatchEvent(new MessageEvent('onMeetingChanged', { data: JSON.stringify({ userId: avery.id, meetingId: 'mtg-roadmap', change: 'cancelled' }) }));
    await waitFor(() => expect(requests(sent, 'GET', '/conversation/attendee/att-dana').length).toBeGreaterThan(2));
  });
});
