import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../src/app/block-kit';
import { blockDefaults } from '../shared/lazy/block-meta';
import { installMeetingApi, renderMeetingBlock } from '../testing/meeting-api';
import { meetingListSample, meetingSettings, roadmapSync } from '../testing/meeting-samples';
import type { PageContextValue } from '../../src/app/block-kit';
import { meetingList } from './index';
import { stubLiveStreams } from '../testing/fake-live-streams';

const show = (context: Partial<PageContextValue> = {}) => renderMeetingBlock(meetingList, blockDefaults(meetingList), { path: '/en-us/meetings', context: { page: 'meetings', ...context } });
const rowOf = (subject: string) => screen.getByRole('link', { name: subject }).closest('li') as HTMLElement;
const lastToast = () => useShellStore.getState().toasts.at(-1);

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useShellStore.setState({ toasts: [] }));
});

describe('My meetings', () => {
  it('lists the meetings in the order the server sorted them, each with its time on the event clock, place, organiser and answer', async () => {
    const sent = installMeetingApi({ 'GET /meeting/meetings': { status: 200, body: meetingListSample } });
    show();
    const list = await screen.findByRole('list', { name: 'Your meetings' });
    expect(screen.getByRole('heading', { level: 1, name: 'My meetings' })).toBeTruthy();
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Roadmap sync', 'Partner review', 'Team lunch', 'Coffee chat']);
    const roadmap = rowOf('Roadmap sync');
    expect(screen.getByRole('link', { name: 'Roadmap sync' }).getAttribute('href')).toBe('/en-us/meetings/m-1');
    expect(roadmap.textContent).toContain('Mar 9, 2027, 2:00 PM – 2:30 PM PST');
    expect(roadmap.textContent).toContain('Online in Microsoft Teams');
    expect(roadmap.textContent).toContain('Organiser: Dana Okafor');
    expect(roadmap.textContent).toContain('Awaiting your answer');
    expect(rowOf('Partner review').textContent).toContain('Meeting Center · Area B · Table for 4');
    expect(rowOf('Partner review').textContent).toContain('You accepted');
    expect(rowOf('Team lunch').textContent).toContain('Organiser');
    expect(within(rowOf('Coffee chat')).getByText('Cancelled')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New meeting' }).getAttribute('href')).toBe('/en-us/meetings/schedule');
    expect(sent.map((request) => request.path)).toEqual(['/meeting/meetings']);
  });

  it('offers accept and decline only on invitations waiting for an answer', async () => {
    installMeetingApi({ 'GET /meeting/meetings': { status: 200, body: meetingListSample } });
    show();
    await screen.findByRole('list', { name: 'Your meetings' });
    expect(within(rowOf('Roadmap sync')).getByRole('button', { name: 'Accept Roadmap sync' })).toBeTruthy();
    expect(within(rowOf('Roadmap sync')).getByRole('button', { name: 'Decline Roadmap sync' })).toBeTruthy();
    for (const subject of ['Partner review', 'Team lunch', 'Coffee chat']) expect(within(rowOf(subject)).queryByRole('button')).toBeNull();
  });

  it('accepts in place, says so and loads the list again; a failed decline says that instead', async () => {
    let accepted = false;
    const sent = installMeetingApi({
      'GET /meeting/meetings': () => ({ status: 200, body: { meetings: accepted ? [{ ...roadmapSync, userResponse: 'accepted', requests: [{ ...roadmapSync.requests[0], invitationResponse: 'accepted' }] }] : [roadmapSync] } }),
      'GET /meeting/m-1/accept': () => {
        accepted = true;
        return { status: 200, body: { meetingId: 'm-1', userResponse: 'accepted', pendingCount: 0 } };
      },
      'GET /meeting/m-1/decline': { status: 500, body: { error: 'InternalServerError', message: 'boom' } },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline Roadmap sync' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ kind: 'error', message: 'translate.base.meetings.toast.issue-declining' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept Roadmap sync' }));
    expect(await screen.findByText('You accepted')).toBeTruthy();
    expect(lastToast()).toMatchObject({ kind: 'success', message: 'translate.base.meetings.toast.accepted' });
    expect(screen.getByText('You accepted the meeting.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Roadmap sync' })).toBeNull();
    // The buttons went with the answer: the focus stays in the row, on its meeting.
    await waitFor(() => expect(document.activeElement).toBe(within(rowOf('Roadmap sync')).getByRole('link', { name: 'Roadmap sync' })));
    expect(sent.filter((request) => request.path === '/meeting/meetings')).toHaveLength(3);
  });

  it('shows the load error with a retry, the empty list, and nothing at all with meetings switched off', async () => {
    let fail = true;
    installMeetingApi({
      'GET /meeting/meetings': () => {
        const answer = fail ? { status: 500, body: { error: 'InternalServerError', message: 'boom' } } : { status: 200, body: { meetings: [] } };
        fail = false;
        return answer;
      },
    });
    const { unmount } = show();
    expect((await screen.findByRole('alert')).textContent).toContain('There was an issue retrieving your meetings');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have no meetings yet/)).toBeTruthy();
    unmount();
    const { container } = show({ settings: meetingSettings({ features: { showMeetings: false } }) });
    expect(container.textContent).toBe('');
  });

  it('loads the list again when the server says a meeting changed (an invitation arrived)', async () => {
    const streams = stubLiveStreams();
    const sent = installMeetingApi({ 'GET /meeting/meetings': { status: 200, body: meetingListSample } });
    show({ settings: meetingSettings({ features: { enableSignalr: true } }) });
    await screen.findByRole('list', { name: 'Your meetings' });
    streams[0]?.dispatchEvent(new MessageEvent('onMeetingChanged', { data: JSON.stringify({ userId: 'dev-attendee', meetingId: 'm-9', change: 'invited' }) }));
    await waitFor(() => expect(sent.filter((request) => request.path === '/meeting/meetings')).toHaveLength(2));
  });
});
