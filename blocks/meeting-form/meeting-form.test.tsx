import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShellStore, type PageContextValue } from '../../src/app/block-kit';
import { blockDefaults } from '../shared/lazy/block-meta';
import { attendee } from '../../tests/engine/catalogue-search/builders';
import { installMeetingApi, renderMeetingBlock, type MeetingApiAnswers } from '../testing/meeting-api';
import { cancelledChat, meeting, meetingDetailsSample, partnerReview, roadmapSync, suggestion, teamLunch } from '../testing/meeting-samples';
import { networkingAgenda } from '../testing/schedule-samples';
import { meetingForm } from './index';

const dana = suggestion('att-dana', 'Dana Okafor', { userId: 'user-dana', company: 'Contoso' });
const dan = suggestion('att-dan', 'Dan Brook');
const self = suggestion('att-avery', 'Avery Attendee', { userId: 'dev-attendee' });
const suggest = (term: string) => `GET /attendee/meetings/suggest/en-us/${term}/10`;

function showNew(query = '', context: Partial<PageContextValue> = {}) {
  return renderMeetingBlock(meetingForm, blockDefaults(meetingForm), { path: `/en-us/meetings/schedule${query}`, context: { page: 'meeting-new', ...context } });
}

function showEdit(meetingId: string) {
  return renderMeetingBlock(meetingForm, blockDefaults(meetingForm), { path: `/en-us/meetings/edit/${meetingId}`, context: { page: 'meeting-edit', params: { meetingId } } });
}

const api = (answers: MeetingApiAnswers = {}) => installMeetingApi({ [suggest('Da')]: { status: 200, body: { attendees: [self, dana, dan] } }, ...answers });
const field = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;
const inviteeBox = () => screen.getByRole('combobox', { name: 'Invite attendees' });
const chips = () => within(screen.getByRole('list', { name: /^Invited/ })).getAllByRole('listitem').map((chip) => chip.textContent);
const lastToast = () => useShellStore.getState().toasts.at(-1);

async function invite(term: string, name: string) {
  fireEvent.change(inviteeBox(), { target: { value: term } });
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

/** A meeting that can be saved: subject, 2:00–2:30 PM on the first day, Dana invited. */
async function fillValid() {
  fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Roadmap sync' } });
  fireEvent.change(field(/^Starts/), { target: { value: '2027-03-09T14:00' } });
  fireEvent.change(field(/^Ends/), { target: { value: '2027-03-09T14:30' } });
  await invite('Da', 'Dana Okafor');
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useShellStore.setState({ toasts: [] }));
});

describe('inviting attendees', () => {
  it('suggests from two characters, never the organiser nor anyone invited, and is worked with arrows, Enter and Escape', async () => {
    const sent = api();
    showNew();
    const box = await screen.findByRole('combobox', { name: 'Invite attendees' });
    await userEvent.type(box, 'D');
    expect(screen.getByText('Type at least 2 characters of a name to find attendees.')).toBeTruthy();
    await userEvent.type(box, 'a');
    const listbox = await screen.findByRole('listbox', { name: 'Attendees you can invite' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Dana Okafor Contoso', 'Dan Brook']));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(sent.filter((request) => request.path.startsWith('/attendee/meetings/suggest/')).map((request) => request.path)).toEqual(['/attendee/meetings/suggest/en-us/Da/10']);

    await userEvent.keyboard('{ArrowDown}');
    const first = within(listbox).getAllByRole('option')[0] as HTMLElement;
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(chips()).toEqual(['Dana Okafor×']);
    expect((box as HTMLInputElement).value).toBe('');

    await userEvent.type(box, 'Da');
    await waitFor(() => expect(within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Dan Brook']));
    await userEvent.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Dana Okafor' }));
    expect(screen.queryByRole('list', { name: /^Invited/ })).toBeNull();
    // The last chip gone, the focus goes back to the field rather than to the page.
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('adds nine invitees (capacity 10 with the organiser) and warns at the tenth, which is not added', async () => {
    const people = Array.from({ length: 10 }, (_, index) => suggestion(`att-p${index + 1}`, `Person ${index + 1}`));
    api({ [suggest('Pe')]: { status: 200, body: { attendees: people } } });
    showNew();
    await screen.findByRole('combobox', { name: 'Invite attendees' });
    for (let index = 1; index <= 9; index += 1) await invite('Pe', `Person ${index}$`);
    expect(chips()).toHaveLength(9);
    expect(screen.queryByRole('alert')).toBeNull();
    await invite('Pe', 'Person 10');
    expect((await screen.findByRole('alert')).textContent).toBe('You have reached the maximum numbers of attendees');
    expect(chips()).toHaveLength(9);
    expect(screen.getByRole('list', { name: 'Invited (9 of 9)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Person 1' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Person 2' })));
  });

  it('starts with the attendee of the address invited, fetched from the attendee API', async () => {
    const danaProfile = attendee({ attendeeId: 'att-dana', userId: 'user-dana', displayName: 'Dana Okafor', isAvailableForMeetings: true });
    api({ 'GET /attendee/en-us-att-dana': { status: 200, body: danaProfile } });
    const { unmount } = showNew('?attendeeId=att-dana&source=/schedule');
    await screen.findByRole('list', { name: /^Invited/ });
    expect(chips()).toEqual(['Dana Okafor×']);
    unmount();
    api({ 'GET /attendee/en-us-att-lee': { status: 200, body: attendee({ attendeeId: 'att-lee', displayName: 'Lee Park', isAvailableForMeetings: false }) } });
    showNew('?attendeeId=att-lee');
    expect(await screen.findByText('This attendee could not be added to the meeting.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: /^Invited/ })).toBeNull();
  });
});

describe('before saving', () => {
  it('shows each problem by its field, linked to it, focuses the first and sends nothing', async () => {
    const sent = api();
    showNew();
    await userEvent.click(await screen.findByRole('button', { name: 'Send invitations' }));
    const subject = field('Subject');
    expect(document.activeElement).toBe(subject);
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(subject.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Give the meeting a subject.');
    expect(inviteeBox().getAttribute('aria-describedby')).toContain(screen.getByText('Invite at least one attendee.').id);

    await userEvent.type(subject, 'Roadmap sync');
    fireEvent.change(field(/^Starts/), { target: { value: '2027-03-09T09:00' } });
    fireEvent.change(field(/^Ends/), { target: { value: '2027-03-09T08:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(document.activeElement).toBe(field(/^Ends/));
    expect(screen.getByText('The meeting must end after it starts.')).toBeTruthy();
    // The eve of the event is the testing date: the morning of it has passed.
    fireEvent.change(field(/^Starts/), { target: { value: '2027-03-08T09:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(document.activeElement).toBe(field(/^Starts/));
    expect(screen.getByText('This time has passed. Choose a time in the future.')).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('warns of what the time overlaps on the organiser’s schedule: sessions, appointments and meetings not declined or cancelled', async () => {
    api({
      'GET /schedule/agenda': { status: 200, body: networkingAgenda },
      'GET /meeting/meetings': { status: 200, body: { meetings: [partnerReview, cancelledChat] } },
    });
    showNew();
    const start = await screen.findByLabelText(/^Starts/);
    const setTimes = (from: string, to: string) => {
      fireEvent.change(start, { target: { value: from } });
      fireEvent.change(field(/^Ends/), { target: { value: to } });
    };
    setTimes('2027-03-09T09:30', '2027-03-09T10:00');
    expect(await screen.findByText('This time overlaps with 2 things on your schedule:')).toBeTruthy();
    expect(screen.getByText('Session “Keynote: the year ahead”, Mar 9, 2027, 9:00 AM – 10:00 AM PST')).toBeTruthy();
    expect(screen.getByText('Session “Building with Rust”, Mar 9, 2027, 9:30 AM – 10:30 AM PST')).toBeTruthy();
    setTimes('2027-03-10T09:30', '2027-03-10T13:30');
    expect(await screen.findByText('This time overlaps with 3 things on your schedule:')).toBeTruthy();
    expect(screen.getByText('Meeting “Partner review”, Mar 10, 2027, 9:00 AM – 9:45 AM PST')).toBeTruthy();
    expect(screen.getByText('Session “Hands-on lab: Kubernetes”, Mar 10, 2027, 10:00 AM – 11:00 AM PST')).toBeTruthy();
    expect(screen.getByText('Appointment “Focus time”, Mar 10, 2027, 1:00 PM – 2:00 PM PST')).toBeTruthy();
    // The roadmap sync of the agenda is a meeting: it counts by the meeting itself, and only a meeting not declined counts.
    setTimes('2027-03-11T09:00', '2027-03-11T09:30');
    await waitFor(() => expect(screen.queryByText(/This time overlaps/)).toBeNull());
  });
});

describe('saving', () => {
  it('sends the times on the event clock, the invitees and Teams, then opens the new meeting with the spec’s toast', async () => {
    const sent = api({ 'POST /meeting': { status: 200, body: { ...roadmapSync, id: 'm-new', ownerId: 'dev-attendee' } } });
    showNew();
    await fillValid();
    expect(screen.getByText('This meeting takes place online in Microsoft Teams.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.change(field('Join link (optional)'), { target: { value: 'https://teams.example/join/new' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect((await screen.findByTestId('arrived')).textContent).toBe('/en-us/meetings/m-new');
    expect(lastToast()).toMatchObject({ kind: 'success', message: 'translate.base.meetings.toast.created' });
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      subject: 'Roadmap sync',
      description: '',
      time: { utc: '2027-03-09T22:00:00.000Z', eventTime: '2027-03-09T14:00' },
      endTime: { utc: '2027-03-09T22:30:00.000Z', eventTime: '2027-03-09T14:30' },
      meetingLocation: 'Teams',
      area: null,
      tableSize: null,
      invitees: ['user-dana'],
      meetingUrl: 'https://teams.example/join/new',
      accounts: [],
    });
  });

  it('goes back to where it came from (source) once saved', async () => {
    api({ 'POST /meeting': { status: 200, body: { ...roadmapSync, id: 'm-new' } } });
    showNew('?source=/schedule');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect((await screen.findByTestId('arrived')).textContent).toBe('/en-us/schedule');
  });

  it('keeps everything typed when the server refuses, saying why once, in the reader’s words: a conflict (409), a problem (400)', async () => {
    const conflict = { path: '/', message: 'This time is taken: Dana Okafor already has a meeting then', code: 'conflict' };
    let answer: { status: number; body: unknown } = { status: 409, body: { error: 'Conflict', message: conflict.message, details: [conflict] } };
    const sent = api({ 'POST /meeting': () => answer });
    showNew();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('Someone you invited already has a meeting at this time. Choose another time.');
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    expect(lastToast()).toBeUndefined();
    expect(field('Subject').value).toBe('Roadmap sync');
    expect(field(/^Starts/).value).toBe('2027-03-09T14:00');
    expect(chips()).toEqual(['Dana Okafor×']);

    const unavailable = { path: '/invitees/0', message: 'Not available for meetings', code: 'not-available' };
    answer = { status: 400, body: { error: 'ValidationError', message: 'This attendee is not available for meetings', details: [unavailable] } };
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^One of the attendees you invited no longer takes meeting requests/));
    // A problem the page has no words for is said in the server's.
    answer = { status: 400, body: { error: 'BadRequest', message: 'Something new went wrong' } };
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something new went wrong'));
    expect(lastToast()).toBeUndefined();
    expect(field('Subject').value).toBe('Roadmap sync');
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(3);
  });
});

describe('where the meeting takes place', () => {
  it('with showMeetingLocation on, must be chosen; an alternate location clears the area and table size', async () => {
    const sent = api({
      'GET /meeting/meetingDetails': { status: 200, body: { ...meetingDetailsSample, showMeetingLocation: true } },
      'POST /meeting': { status: 200, body: { ...roadmapSync, id: 'm-new' } },
    });
    showNew();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(screen.getByText('Choose where the meeting takes place.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Online in Microsoft Teams' }));

    await userEvent.click(screen.getByRole('radio', { name: 'A meeting area at the venue' }));
    await userEvent.type(field('Location'), 'Meeting Center');
    await userEvent.type(field('Area'), 'Area B');
    await userEvent.type(field('Table size (people)'), '4');
    expect(screen.queryByLabelText('Join link (optional)')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Somewhere else' }));
    expect(screen.queryByLabelText('Area')).toBeNull();
    expect(field('Location').value).toBe('Meeting Center');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await screen.findByTestId('arrived');
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({ meetingLocation: 'Meeting Center', area: null, tableSize: null, meetingUrl: null });
  });
});

describe('editing a meeting', () => {
  it('starts from the organiser’s meeting and saves it with its id', async () => {
    const sent = api({ 'GET /meeting/m-3': { status: 200, body: teamLunch }, 'PUT /meeting': { status: 200, body: teamLunch } });
    showEdit('m-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit meeting' })).toBeTruthy();
    const subject = await screen.findByLabelText('Subject');
    expect((subject as HTMLInputElement).value).toBe('Team lunch');
    expect(field(/^Starts/).value).toBe('2027-03-10T12:00');
    expect(chips()).toEqual(['Dana Okafor×', 'Lee Park×']);
    await userEvent.type(subject, ' (moved)');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('arrived')).textContent).toBe('/en-us/meetings/m-3');
    expect(lastToast()).toMatchObject({ kind: 'success', message: 'translate.base.meetings.toast.saved' });
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({ id: 'm-3', subject: 'Team lunch (moved)', invitees: ['user-dana', 'user-lee'], meetingLocation: 'Teams' });
  });

  it('is refused to invitees and for expert-connect meetings', async () => {
    api({ 'GET /meeting/m-1': { status: 200, body: roadmapSync } });
    const { unmount } = showEdit('m-1');
    expect((await screen.findByRole('alert')).textContent).toContain('Only the organiser can edit this meeting');
    expect(screen.queryByLabelText('Subject')).toBeNull();
    unmount();
    api({ 'GET /meeting/m-5': { status: 200, body: meeting({ ...teamLunch, id: 'm-5', meetingTypeName: 'expert-connect' }) } });
    showEdit('m-5');
    expect((await screen.findByRole('alert')).textContent).toContain('Expert-connect meetings are booked in another tool');
    expect(screen.getByRole('link', { name: 'Back to the meeting' }).getAttribute('href')).toBe('/en-us/meetings/m-5');
  });
});
