import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShellStore, type PageContextValue } from '../../src/app/block-kit';
import { blockDefaults } from '../shared/lazy/block-meta';
import { installMeetingApi, renderMeetingBlock, type MeetingApiAnswers } from '../testing/meeting-api';
import { cancelledChat, meeting, meetingSettings, partnerReview, roadmapConversation, roadmapSync, teamLunch } from '../testing/meeting-samples';
import { meetingDetail } from './index';
import { stubLiveStreams } from '../testing/fake-live-streams';

function show(meetingId: string, context: Partial<PageContextValue> = {}) {
  return renderMeetingBlock(meetingDetail, blockDefaults(meetingDetail), { path: `/en-us/meetings/${meetingId}`, context: { page: 'meeting-detail', params: { meetingId }, ...context } });
}

/** The API of one meeting, its (empty unless given) conversation, and `more`. */
const meetingApi = (shown: typeof roadmapSync, more: MeetingApiAnswers = {}) =>
  installMeetingApi({
    [`GET /meeting/${shown.id}`]: { status: 200, body: shown },
    [`GET /conversation/meeting/${shown.id}`]: { status: 200, body: { ...roadmapConversation, messages: [] } },
    ...more,
  });
const lastToast = () => useShellStore.getState().toasts.at(-1);
const facts = () => Object.fromEntries([...document.querySelectorAll('.meeting-facts__item')].map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => useShellStore.setState({ toasts: [] }));
});

describe('a meeting as an invitee sees it', () => {
  it('shows everything of the meeting, its participants with their answers, and accept and decline but no edit or cancel', async () => {
    meetingApi(roadmapSync);
    show('m-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Roadmap sync' })).toBeTruthy();
    expect(facts()).toEqual({
      When: 'Mar 9, 2027, 2:00 PM – 2:30 PM PST',
      Where: 'Online in Microsoft Teams',
      Organiser: 'Dana Okafor, Product lead, Contoso',
      'Your answer': 'Pending',
      Accounts: 'Contoso',
    });
    // The description is text with its address made a link.
    expect(screen.getByRole('link', { name: 'https://contoso.example/agenda' }).getAttribute('href')).toBe('https://contoso.example/agenda');
    const participants = within(screen.getByRole('region', { name: 'Participants' }));
    expect(participants.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dana Okafor Organiser', 'Avery Attendee Pending']);
    expect(screen.getByRole('button', { name: 'Accept Roadmap sync' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline Roadmap sync' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit meeting' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel meeting' })).toBeNull();
  });

  it('no longer offers accept once accepted, and declines with the spec’s toast', async () => {
    const sent = meetingApi(partnerReview, { 'GET /meeting/m-2/decline': { status: 200, body: { meetingId: 'm-2', userResponse: 'declined', pendingCount: 0 } } });
    show('m-2');
    await screen.findByRole('heading', { level: 1, name: 'Partner review' });
    expect(screen.queryByRole('button', { name: 'Accept Partner review' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Decline Partner review' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ kind: 'success', message: 'translate.base.meetings.toast.declined-request' }));
    expect(sent.some((request) => request.path === '/meeting/m-2/decline')).toBe(true);
  });

  it('says the meeting cannot be found when the server answers 404', async () => {
    installMeetingApi();
    show('m-404');
    expect((await screen.findByRole('alert')).textContent).toContain('Could not find meeting');
    expect(screen.getByRole('link', { name: 'Back to my meetings' }).getAttribute('href')).toBe('/en-us/meetings');
  });
});

describe('a meeting as its organiser sees it', () => {
  it('offers edit and cancel (after a question), not accept or decline; a cancelled meeting then says so and offers nothing', async () => {
    let cancelled = false;
    const sent = meetingApi(teamLunch, {
      'GET /meeting/m-3': () => ({ status: 200, body: cancelled ? { ...teamLunch, status: 'cancelled' } : teamLunch }),
      'DELETE /meeting/m-3': () => {
        cancelled = true;
        return { status: 200, body: { ...teamLunch, status: 'cancelled' } };
      },
    });
    show('m-3');
    await screen.findByRole('heading', { level: 1, name: 'Team lunch' });
    expect(screen.getByRole('link', { name: 'Edit meeting' }).getAttribute('href')).toBe('/en-us/meetings/edit/m-3');
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(facts().Where).toBe('Café Aroma');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep meeting' }));
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel meeting' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel meeting' }));
    expect(await screen.findByText('This meeting was cancelled.')).toBeTruthy();
    expect(lastToast()).toMatchObject({ kind: 'success', message: 'translate.base.meetings.toast.cancelled' });
    expect(screen.queryByRole('link', { name: 'Edit meeting' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel meeting' })).toBeNull();
    // The cancel button went with the cancel: the focus is on the meeting's heading, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Team lunch' })));
  });

  it('never offers edit for an expert-connect meeting, and nothing to anyone on a cancelled one', async () => {
    meetingApi(meeting({ ...teamLunch, id: 'm-5', meetingTypeName: 'expert-connect' }));
    const { unmount } = show('m-5');
    await screen.findByRole('heading', { level: 1, name: 'Team lunch' });
    expect(screen.queryByRole('link', { name: 'Edit meeting' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel meeting' })).toBeTruthy();
    unmount();
    meetingApi(cancelledChat);
    show('m-4');
    expect(await screen.findByText('This meeting was cancelled.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/online meeting/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message to all participants' })).toBeNull();
  });
});

describe('joining an online meeting', () => {
  it('is early until the lead before the start, then offers the join link, and is late after the trail, by its timers', async () => {
    // 11 minutes before the 2:00 PM start; the join link opens 10 minutes before it and closes 5 minutes after the end.
    vi.useFakeTimers({ now: new Date('2027-03-09T21:49:00Z'), shouldAdvanceTime: true });
    meetingApi(roadmapSync);
    show('m-1', { settings: meetingSettings({ now: null }) });
    expect(await screen.findByText('You can join this online meeting from Mar 9, 2027, 1:50 PM.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join the online meeting' })).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    const join = await screen.findByRole('link', { name: 'Join the online meeting' });
    expect(join.getAttribute('href')).toBe('https://teams.example/join/m-1');
    // The end (2:30 PM) plus the 5-minute trail is 45 minutes on.
    act(() => vi.advanceTimersByTime(44 * 60_000));
    expect(screen.getByRole('link', { name: 'Join the online meeting' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(await screen.findByText('This online meeting has ended.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join the online meeting' })).toBeNull();
  });

  it('shows no join state for a meeting in person', async () => {
    meetingApi(partnerReview);
    show('m-2');
    await screen.findByRole('heading', { level: 1, name: 'Partner review' });
    expect(document.querySelector('.meeting-video')).toBeNull();
  });
});

describe('the meeting’s group messages', () => {
  it('shows the messages as text, never as markup, with their links clickable', async () => {
    meetingApi(roadmapSync, { 'GET /conversation/meeting/m-1': { status: 200, body: roadmapConversation } });
    show('m-1');
    const list = await screen.findByRole('list', { name: 'Messages, latest first' });
    const [latest, earlier] = within(list).getAllByRole('listitem');
    expect(latest?.textContent).toContain('Dana Okafor');
    expect(latest?.querySelector('.meeting-message__body')?.textContent).toBe('<b>Bold</b> <img src=x onerror=alert(1)> see https://contoso.example/deck.');
    expect(latest?.querySelector('b, img')).toBeNull();
    expect(within(latest as HTMLElement).getByRole('link', { name: 'https://contoso.example/deck' }).getAttribute('href')).toBe('https://contoso.example/deck');
    expect(earlier?.textContent).toContain('Looking forward to it!');
  });

  it('sends a message to everyone once there is text, clears the field and shows the message stored (once); a failure says so', async () => {
    let fail = true;
    const sent = meetingApi(roadmapSync, {
      'POST /meeting/message': () => {
        const answer = fail ? { status: 500, body: { error: 'InternalServerError', message: 'boom' } } : { status: 200, body: roadmapConversation.messages[1] };
        fail = false;
        return answer;
      },
    });
    show('m-1');
    const field = await screen.findByRole('textbox', { name: 'Message to all participants' });
    const send = screen.getByRole('button', { name: 'Send to everyone' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(send);
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
    await userEvent.type(field, '   ');
    expect(send.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(field, { target: { value: 'See you at 2!' } });
    await userEvent.click(send);
    await waitFor(() => expect(lastToast()).toMatchObject({ kind: 'error', message: 'translate.base.meetings.toast.issue-sending' }));
    expect((field as HTMLTextAreaElement).value).toBe('See you at 2!');
    await userEvent.click(send);
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { meetingId: 'm-1', body: 'See you at 2!' },
      { meetingId: 'm-1', body: 'See you at 2!' },
    ]);
    const list = screen.getByRole('list', { name: 'Messages, latest first' });
    expect(within(list).getAllByText(roadmapConversation.messages[1]?.body ?? '')).toHaveLength(1);
  });

  it('loads the open conversation again when a message for this meeting arrives live', async () => {
    const streams = stubLiveStreams();
    const sent = meetingApi(roadmapSync);
    show('m-1', { settings: meetingSettings({ features: { enableSignalr: true } }) });
    await screen.findByRole('textbox', { name: 'Message to all participants' });
    streams[0]?.dispatchEvent(new MessageEvent('onMessageReceived', { data: JSON.stringify({ userId: 'dev-attendee', messageId: 'msg-3', meetingId: 'm-1', authorKey: 'att-dana' }) }));
    await waitFor(() => expect(sent.filter((request) => request.path === '/conversation/meeting/m-1')).toHaveLength(2));
  });
});
