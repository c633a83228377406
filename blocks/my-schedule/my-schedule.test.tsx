import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../src/app/block-kit';
import { blockDefaults } from '../shared/lazy/block-meta';
import { installProfileApi, renderProfileBlock, type FakeAnswer } from '../testing/profile-api';
import { avery } from '../testing/profile-samples';
import { SCOPES } from '../../src/engine';
import { focusBlock, keynote, networkingAgenda, roadmapMeeting, sampleAgenda, sampleChanges, scheduleSettings } from '../testing/schedule-samples';
import type { ScheduleAgenda } from '../../src/api/lazy/schedule';
import { mySchedule } from './index';
import { stubLiveStreams } from '../testing/fake-live-streams';

const agendaAnswer = (agenda: ScheduleAgenda = sampleAgenda): Record<string, FakeAnswer> => ({ 'GET /schedule/agenda': { status: 200, body: agenda } });

function show({ features = {}, props = {} }: { features?: Record<string, boolean>; props?: object } = {}) {
  return renderProfileBlock(mySchedule, { ...blockDefaults(mySchedule), ...props }, avery, { page: 'schedule', settings: scheduleSettings(features) });
}


const freeTimes = () => screen.queryAllByText('Free time', { selector: '.schedule-slot__label' });

beforeEach(() => window.history.replaceState(null, '', '/en-us/schedule'));
afterEach(() => vi.unstubAllGlobals());

describe('My schedule, list view', () => {
  it('lists each day with its events, their times in the event zone, their marks and the free time between them', async () => {
    installProfileApi(agendaAnswer());
    show();
    const keynoteCard = (await screen.findByRole('button', { name: 'Keynote: the year ahead' })).closest('article') as HTMLElement;
    expect(keynoteCard.textContent).toContain('9:00 AM – 10:00 AM');
    expect(keynoteCard.textContent).toContain('Hall A');
    expect(keynoteCard.textContent).toContain('Dana Okafor');
    const rustCard = screen.getByRole('button', { name: 'Building with Rust' }).closest('article') as HTMLElement;
    expect(within(rustCard).getByText('Waitlisted')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tue, Mar 9, 2027' })).toBeTruthy();
    // Day 1 (8:00–18:00): 8–9, 10:30–12, 13–18; day 2: 8–10, 11–18.
    expect(freeTimes()).toHaveLength(5);
    const firstDay = screen.getByRole('heading', { name: 'Tue, Mar 9, 2027' }).parentElement as HTMLElement;
    const order = [...firstDay.querySelectorAll('.schedule-event__title, .schedule-slot')].map((entry) => entry.textContent);
    expect(order).toEqual([
      '8:00 AM – 9:00 AMFree time',
      'Keynote: the year ahead',
      'Building with Rust',
      '10:30 AM – 12:00 PMFree time',
      'Lunch',
      '1:00 PM – 6:00 PMFree time',
    ]);
    // On-demand bookmarks and untimed exams are no list entries.
    expect(screen.queryByText('Recorded: Intro to TypeScript')).toBeNull();
  });

  it('marks overlapping events in words and tells screen readers how many overlap', async () => {
    installProfileApi(agendaAnswer());
    show();
    await screen.findByRole('button', { name: 'Keynote: the year ahead' });
    expect(screen.getAllByText('Conflicts with another event')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('2 events on your schedule overlap one another');
  });

  it('shows no free time when the block switches it off, and shorter gaps than the minimum are none', async () => {
    installProfileApi(agendaAnswer());
    const { unmount } = show({ props: { showEmptySlots: false } });
    await screen.findByRole('button', { name: 'Keynote: the year ahead' });
    expect(freeTimes()).toHaveLength(0);
    unmount();
    show({ props: { minEmptySlotMinutes: 120 } });
    await screen.findByRole('button', { name: 'Keynote: the year ahead' });
    // Only 13–18 on day 1, 8–10 and 11–18 on day 2 last two hours or more.
    expect(freeTimes()).toHaveLength(3);
  });
});

describe('My schedule filters', () => {
  it('offers the type filter for two types (three choices with "all") and filters by it', async () => {
    installProfileApi(agendaAnswer());
    show();
    const filter = await screen.findByRole('combobox', { name: 'Event type' });
    await userEvent.selectOptions(filter, 'AgendaItem');
    expect(screen.getByRole('button', { name: 'Lunch' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keynote: the year ahead' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Labs' }));
    expect(screen.getByText(/Nothing of this type is on your schedule/)).toBeTruthy();
  });

  it('hides the type filter when there is one type only', async () => {
    installProfileApi(agendaAnswer({ ...sampleAgenda, events: [keynote] }));
    show();
    await screen.findByRole('button', { name: 'Keynote: the year ahead' });
    expect(screen.queryByRole('combobox', { name: 'Event type' })).toBeNull();
  });

  it('narrows the list to the day picked', async () => {
    installProfileApi(agendaAnswer());
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Wed, Mar 10 (1)' }));
    expect(screen.getByRole('button', { name: 'Hands-on lab: Kubernetes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keynote: the year ahead' })).toBeNull();
  });

  it('writes times on a 24-hour clock in German', async () => {
    installProfileApi(agendaAnswer());
    renderProfileBlock(mySchedule, blockDefaults(mySchedule), avery, { page: 'schedule', locale: 'de-de', settings: scheduleSettings() });
    const card = (await screen.findByRole('button', { name: 'Keynote: the year ahead' })).closest('article') as HTMLElement;
    expect(card.querySelector('.schedule-event__time')?.textContent).toBe('09:00 – 10:00');
  });

  it('shows times in the viewer’s zone when they switch to it', async () => {
    installProfileApi(agendaAnswer());
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin' }).resolvedOptions() });
    show({ features: { enableTimezoneSwitcher: true } });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Times in' }), 'local');
    const card = screen.getByRole('button', { name: 'Keynote: the year ahead' }).closest('article') as HTMLElement;
    expect(card.textContent).toContain('6:00 PM – 7:00 PM');
    vi.restoreAllMocks();
  });
});

describe('My schedule calendars and other views', () => {
  it('opens the day calendar from the address fragment, overlapping events side by side in 30-minute steps', async () => {
    window.history.replaceState(null, '', '/en-us/schedule#my-schedule-preview&day');
    installProfileApi(agendaAnswer());
    show();
    const keynoteBox = (await screen.findByRole('button', { name: /Keynote: the year ahead/ })).parentElement as HTMLElement;
    const rustBox = screen.getByRole('button', { name: /Building with Rust/ }).parentElement as HTMLElement;
    expect(screen.getByRole('tab', { name: 'Day' }).getAttribute('aria-selected')).toBe('true');
    // The grid starts at 8:00: 9:00 is two steps down, an hour is two steps long.
    expect(keynoteBox.style.getPropertyValue('--from')).toBe('2');
    expect(keynoteBox.style.getPropertyValue('--span')).toBe('2');
    expect([keynoteBox.style.getPropertyValue('--column'), rustBox.style.getPropertyValue('--column')]).toEqual(['0', '1']);
    expect(rustBox.style.getPropertyValue('--columns')).toBe('2');
  });

  it('writes the view into the fragment and moves between calendar events with the arrow keys', async () => {
    installProfileApi(agendaAnswer());
    show();
    await userEvent.click(await screen.findByRole('tab', { name: 'Week' }));
    expect(window.location.hash).toBe('#my-schedule-preview&week');
    expect(screen.getByRole('heading', { name: 'Wed, Mar 10' })).toBeTruthy();
    screen.getByRole('button', { name: /Keynote: the year ahead/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Building with Rust');
  });

  it('lists labs, exams and on-demand bookmarks in their own views', async () => {
    installProfileApi(agendaAnswer());
    show();
    await userEvent.click(await screen.findByRole('tab', { name: 'Certification exams' }));
    expect(screen.getByRole('button', { name: 'Cloud fundamentals exam' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'On-demand bookmarks' }));
    expect(screen.getByRole('button', { name: 'Recorded: Intro to TypeScript' })).toBeTruthy();
  });
});

describe('the event dialog', () => {
  it('shows the event and removes it', async () => {
    const { sent } = installProfileApi({ ...agendaAnswer(), 'DELETE /schedule/session/KEY01': { status: 200, body: { success: true, message: '', sessionId: 'KEY01', enrollmentStatus: null } } });
    show();
    const opener = await screen.findByRole('button', { name: 'Keynote: the year ahead' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Keynote: the year ahead' });
    expect(within(dialog).getByText('Hall A')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to the session' }).getAttribute('href')).toBe('/en-us/sessions/KEY01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from schedule' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'DELETE' && request.path === '/schedule/session/KEY01')).toBe(true));
    await waitFor(() => expect(useShellStore.getState().toasts.at(-1)).toMatchObject({ kind: 'success', message: 'translate.base.schedule.removed', values: { title: 'Keynote: the year ahead' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no removal of a mandatory agenda item, gives focus back on close, and says when a removal fails', async () => {
    installProfileApi({ ...agendaAnswer(), 'DELETE /schedule/session/KEY01': { status: 500, body: { error: 'InternalServerError', message: 'boom' } } });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Lunch' }));
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Remove from schedule' })).toBeNull();
    expect(within(screen.getByRole('dialog')).getByText('Mandatory')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lunch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keynote: the year ahead' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove from schedule' }));
    await waitFor(() => expect(useShellStore.getState().toasts.at(-1)).toMatchObject({ kind: 'error', message: 'translate.base.schedule.error.remove-session' }));
  });
});

describe('what changed for me', () => {
  it('lists moved and cancelled sessions with old and new values until "Got it"', async () => {
    const { sent } = installProfileApi({ ...agendaAnswer({ ...sampleAgenda, changes: sampleChanges }), 'POST /schedule/changes/seen': { status: 204, body: '' } });
    show();
    const banner = await screen.findByRole('region', { name: '2 of your sessions moved' });
    expect(banner.textContent).toContain('Time: Mar 9, 2027, 8:30 AM – 9:30 AM PST → Mar 9, 2027, 9:30 AM – 10:30 AM PST');
    expect(banner.textContent).toContain('Room: Room 11 → Room 12');
    expect(within(banner).getByText('Cancelled')).toBeTruthy();
    await userEvent.click(within(banner).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '2 of your sessions moved' })).toBeNull());
    expect(sent.find((request) => request.path === '/schedule/changes/seen')?.body).toEqual({ sessionIds: ['BRK210', 'BRK300'] });
  });
});

describe('live schedule changes', () => {
  it('loads the schedule again when the server says it changed (a seat freed up)', async () => {
    const streams = stubLiveStreams();
    const { sent } = installProfileApi(agendaAnswer());
    show({ features: { enableSignalr: true } });
    await screen.findByRole('button', { name: 'Keynote: the year ahead' });
    expect(streams[0]?.url).toBe('/api/v1/live');
    streams[0]?.dispatchEvent(new MessageEvent('onScheduleChanged', { data: JSON.stringify({ userId: avery.id, sessionId: 'BRK210', enrollmentStatus: 'scheduled' }) }));
    await waitFor(() => expect(sent.filter((request) => request.path === '/schedule/agenda')).toHaveLength(2));
  });
});

describe('My schedule states', () => {
  it('shows an error with a refresh button that loads again', async () => {
    let fail = true;
    installProfileApi({
      get 'GET /schedule/agenda'() {
        const answer = fail ? { status: 500, body: { error: 'InternalServerError', message: 'boom' } } : { status: 200, body: sampleAgenda };
        fail = false;
        return answer;
      },
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Your schedule could not be loaded' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: 'Keynote: the year ahead' })).toBeTruthy();
  });

  it('says the schedule is empty and points to the sessions', async () => {
    installProfileApi(agendaAnswer({ ...sampleAgenda, events: [] }));
    show();
    expect(await screen.findByText(/Your schedule is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse sessions' }).getAttribute('href')).toBe('/en-us/sessions');
  });

  it('shows nothing while My schedule is switched off, and tells editors why', async () => {
    const { sent } = installProfileApi(agendaAnswer());
    const { container, unmount } = show({ features: { enableMySchedule: false } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    expect(sent).toEqual([]);
    unmount();
    renderProfileBlock(mySchedule, blockDefaults(mySchedule), avery, { page: 'schedule', isEditor: true, settings: scheduleSettings({ enableMySchedule: false }) });
    expect(await screen.findByRole('note')).toHaveProperty('textContent', 'My schedule is switched off (enableMySchedule): visitors see nothing here.');
  });
});

describe('sharing the schedule', () => {
  it('asks to make the profile public with its sessions first, then shows the public link', async () => {
    const { sent } = installProfileApi(agendaAnswer());
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Share schedule' }));
    const optIn = screen.getByRole('dialog', { name: 'Share your schedule publicly?' });
    await userEvent.click(within(optIn).getByRole('button', { name: 'Turn on and share' }));
    await waitFor(() => expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ displayProfileToPublic: true, displaySessions: true }));
    const link = await screen.findByRole('textbox', { name: 'Link to your schedule' });
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/en-us/attendees/att-avery/schedule`);
  });

  it('has no share button without the share flag', async () => {
    installProfileApi(agendaAnswer());
    show({ features: { enableShareScheduleFeature: false } });
    await screen.findByRole('button', { name: 'Keynote: the year ahead' });
    expect(screen.queryByRole('button', { name: 'Share schedule' })).toBeNull();
  });
});

describe('the export actions', () => {
  it('offers the calendar download, the subscription and the trip report in the toolbar, loaded on their own', async () => {
    installProfileApi(agendaAnswer());
    show();
    const toolbar = await screen.findByRole('group', { name: 'Schedule actions' });
    const download = await within(toolbar).findByRole('link', { name: 'Download calendar (.ics)' });
    expect(download.getAttribute('href')).toBe('/api/v1/schedule/ics?lang=en-us');
    expect(within(toolbar).getByRole('button', { name: 'Subscribe in your calendar' }).getAttribute('aria-expanded')).toBe('false');
    expect(await within(toolbar).findByRole('button', { name: 'Download trip report' })).toBeTruthy();
  });

  it('follows each flag: only the subscription without the download, nothing of either when both are off', async () => {
    installProfileApi(agendaAnswer());
    const { unmount } = show({ features: { showDownloadToCalendar: false, showTripReportAction: false } });
    const toolbar = await screen.findByRole('group', { name: 'Schedule actions' });
    expect(await within(toolbar).findByRole('button', { name: 'Subscribe in your calendar' })).toBeTruthy();
    expect(within(toolbar).queryByRole('link', { name: 'Download calendar (.ics)' })).toBeNull();
    expect(within(toolbar).queryByRole('button', { name: 'Download trip report' })).toBeNull();
    unmount();
    show({ features: { showDownloadToCalendar: false, enableWebCal: false, showTripReportAction: false, enableShareScheduleFeature: false, showMeetings: false, enableAppointmentCreation: false } });
    await screen.findByRole('button', { name: 'Keynote: the year ahead' });
    expect((await screen.findByRole('group', { name: 'Schedule actions' })).textContent).toBe('');
  });
});

describe('meetings and appointments on the schedule', () => {
  const networking = (): Record<string, FakeAnswer> => agendaAnswer(networkingAgenda);
  const showNetworking = (features: Record<string, boolean> = {}) => show({ features: { showMeetings: true, showMeetingsInMySchedule: true, enableAppointmentCreation: true, ...features } });

  it('lists them by their type, an unanswered invitation marked, and filters by meetings or appointments', async () => {
    installProfileApi(networking());
    showNetworking();
    const meetingCard = (await screen.findByRole('button', { name: 'Roadmap sync' })).closest('article') as HTMLElement;
    expect(meetingCard.textContent).toContain('2:00 PM – 2:30 PM');
    expect(within(meetingCard).getByText('Invitation: your answer is needed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Focus time' })).toBeTruthy();
    const filter = screen.getByRole('combobox', { name: 'Event type' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All types', 'Sessions', 'Agenda items', 'Meetings', 'Appointments']);
    await userEvent.selectOptions(filter, 'Meetings');
    expect(screen.getByRole('button', { name: 'Roadmap sync' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Focus time' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keynote: the year ahead' })).toBeNull();
  });

  it('places them in the day and week calendars', async () => {
    window.history.replaceState(null, '', '/en-us/schedule#my-schedule-preview&day');
    installProfileApi(networking());
    showNetworking();
    const meetingBox = (await screen.findByRole('button', { name: /Roadmap sync/ })).parentElement as HTMLElement;
    // 14:00 is twelve steps below the grid's 8:00, half an hour is one step.
    expect([meetingBox.style.getPropertyValue('--from'), meetingBox.style.getPropertyValue('--span')]).toEqual(['12', '1']);
    expect(meetingBox.className).toContain('schedule-event--pending');
    await userEvent.click(screen.getByRole('tab', { name: 'Week' }));
    expect(screen.getByRole('button', { name: /Roadmap sync/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Focus time/ })).toBeTruthy();
  });

  it('opens a meeting with its participants and the attendee’s answer, and accepts the invitation there', async () => {
    let accepted = false;
    const acceptedAgenda = { ...networkingAgenda, events: networkingAgenda.events.map((event) => (event.id === roadmapMeeting.id ? { ...event, state: 'accepted' as const } : event)) };
    const { sent } = installProfileApi({
      get 'GET /schedule/agenda'() {
        return { status: 200, body: accepted ? acceptedAgenda : networkingAgenda };
      },
      get 'GET /meeting/m-1/accept'() {
        accepted = true;
        return { status: 200, body: { meetingId: 'm-1', userResponse: 'accepted', pendingCount: 0 } };
      },
    });
    showNetworking();
    await userEvent.click(await screen.findByRole('button', { name: 'Roadmap sync' }));
    const dialog = screen.getByRole('dialog', { name: 'Roadmap sync' });
    expect(within(dialog).getByRole('link', { name: 'Go to the meeting' }).getAttribute('href')).toBe('/en-us/meetings/m-1');
    expect(within(dialog).getByText('Dana Okafor', { selector: 'dd' })).toBeTruthy();
    const participants = within(dialog.querySelector('.schedule-dialog__participants') as HTMLElement);
    expect(participants.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dana Okafor Accepted', 'Avery Attendee Pending']);
    expect(within(dialog).getByText('Awaiting your answer')).toBeTruthy();
    // A meeting is answered or cancelled, never taken off the schedule like a session.
    expect(within(dialog).queryByRole('button', { name: 'Remove from schedule' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept Roadmap sync' }));
    await waitFor(() => expect(within(dialog).getByText('You accepted')).toBeTruthy());
    expect(within(dialog).queryByRole('button', { name: /Accept|Decline/ })).toBeNull();
    expect(sent.filter((request) => request.path === '/meeting/m-1/accept')).toHaveLength(1);
    expect(useShellStore.getState().toasts.at(-1)).toMatchObject({ kind: 'success', message: 'translate.base.meetings.toast.accepted' });
  });

  it('offers no answer to an accepted meeting, nor to a visitor without a meeting scope', async () => {
    installProfileApi(agendaAnswer({ ...sampleAgenda, events: [{ ...roadmapMeeting, state: 'accepted' }] }));
    const { unmount } = showNetworking();
    await userEvent.click(await screen.findByRole('button', { name: 'Roadmap sync' }));
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: /Accept|Decline/ })).toBeNull();
    unmount();
    installProfileApi(agendaAnswer({ ...sampleAgenda, events: [roadmapMeeting] }));
    renderProfileBlock(mySchedule, blockDefaults(mySchedule), avery, { page: 'schedule', scopes: [SCOPES.sessionCatalog, SCOPES.eventTools], settings: scheduleSettings({ showMeetings: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Roadmap sync' }));
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: /Accept|Decline/ })).toBeNull();
  });

  it('opens an appointment with a link to its page', async () => {
    installProfileApi(networking());
    showNetworking();
    await userEvent.click(await screen.findByRole('button', { name: focusBlock.title }));
    const dialog = screen.getByRole('dialog', { name: 'Focus time' });
    expect(within(dialog).getByRole('link', { name: 'Go to the appointment' }).getAttribute('href')).toBe('/en-us/appointments/ap-1');
    expect(within(dialog).queryByRole('button', { name: /Accept|Remove from schedule/ })).toBeNull();
  });

  it('offers a new meeting and a new appointment in the toolbar, each back to My schedule once saved', async () => {
    installProfileApi(networking());
    showNetworking({ showDownloadToCalendar: false, enableWebCal: false, showTripReportAction: false, enableShareScheduleFeature: false });
    const toolbar = await screen.findByRole('group', { name: 'Schedule actions' });
    expect(within(toolbar).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['New meeting', '/en-us/meetings/schedule?source=/schedule'],
      ['New appointment', '/en-us/appointments/schedule?source=/schedule'],
    ]);
  });

  it.each<[string, Record<string, boolean>, readonly string[], string[]]>([
    ['meetings switched off', { showMeetings: false }, avery.scopes, ['New appointment']],
    ['My schedule not offering meetings', { showMeetingsInMySchedule: false }, avery.scopes, ['New appointment']],
    ['appointment creation off', { enableAppointmentCreation: false }, avery.scopes, ['New meeting']],
    ['no meetings scope', {}, [SCOPES.sessionCatalog, SCOPES.eventTools], []],
  ])('follows the flags and the scope: %s', async (_case, features, scopes, expected) => {
    installProfileApi(networking());
    renderProfileBlock(mySchedule, blockDefaults(mySchedule), avery, {
      page: 'schedule',
      scopes,
      settings: scheduleSettings({ showMeetings: true, showMeetingsInMySchedule: true, enableAppointmentCreation: true, showDownloadToCalendar: false, enableWebCal: false, showTripReportAction: false, enableShareScheduleFeature: false, ...features }),
    });
    const toolbar = await screen.findByRole('group', { name: 'Schedule actions' });
    await screen.findByRole('button', { name: 'Roadmap sync' });
    expect(within(toolbar).queryAllByRole('link').map((link) => link.textContent)).toEqual(expected);
  });

  it('loads the schedule again when a meeting changes (an invitation, an answer, a cancellation)', async () => {
    const streams = stubLiveStreams();
    const { sent } = installProfileApi(networking());
    showNetworking({ enableSignalr: true });
    await screen.findByRole('button', { name: 'Roadmap sync' });
    streams[0]?.dispatchEvent(new MessageEvent('onMeetingChanged', { data: JSON.stringify({ userId: avery.id, meetingId: 'm-1', change: 'cancelled' }) }));
    await waitFor(() => expect(sent.filter((request) => request.path === '/schedule/agenda')).toHaveLength(2));
  });
});
