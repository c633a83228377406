import type { ScheduleAgenda, ScheduleChange, ScheduleEvent } from '../../src/api/lazy/schedule';
import { demoSettings } from '../../storybook/demo-page-context';
import type { SettingsResponse } from '../../src/engine';

/** A session on the schedule; `overrides` make it an agenda item, a lab, a waitlisted one… */
export function scheduleEvent(overrides: Partial<ScheduleEvent> & Pick<ScheduleEvent, 'id' | 'title'>): ScheduleEvent {
  return {
    displayTitle: overrides.title,
    description: '',
    start: null,
    end: null,
    roomId: null,
    location: null,
    eventTypeValue: 'Topic',
    state: 'accepted',
    organizer: null,
    speakerIds: [],
    speakerNames: [],
    level: null,
    sessionType: 'Breakout',
    sessionCode: overrides.id,
    participants: [],
    detailNavigation: null,
    isHandsOnLab: false,
    eventSize: null,
    isCertificationExam: false,
    directLink: null,
    isStreaming: false,
    meetingType: null,
    canBeScheduled: true,
    isUnscheduled: false,
    isCurrentlyActive: false,
    canBeRemovedFromSchedule: true,
    isMandatory: false,
    isOnDemand: false,
    enrollmentStatus: 'scheduled',
    deliveryTypes: ['In-Person'],
    ...overrides,
  };
}

// Times are in March 2027, Pacific Standard Time (UTC-8): 17:00Z is 9:00 AM on the event's clock. The server writes
// sessions' times with the event's offset, empty slots in UTC: both kinds appear here.
export const keynote = scheduleEvent({ id: 'KEY01', title: 'Keynote: the year ahead', start: '2027-03-09T09:00:00-08:00', end: '2027-03-09T10:00:00-08:00', location: 'Hall A', speakerNames: ['Dana Okafor'] });
export const rustTalk = scheduleEvent({ id: 'BRK210', title: 'Building with Rust', start: '2027-03-09T17:30:00Z', end: '2027-03-09T18:30:00Z', location: 'Room 12', state: 'pending', enrollmentStatus: 'waitlisted' });
export const lunch = scheduleEvent({ id: 'AG-LUNCH', title: 'Lunch', start: '2027-03-09T20:00:00Z', end: '2027-03-09T21:00:00Z', eventTypeValue: 'AgendaItem', sessionType: 'Agenda', isMandatory: true, canBeRemovedFromSchedule: false, enrollmentStatus: null, sessionCode: null });
export const kubernetesLab = scheduleEvent({ id: 'LAB03', title: 'Hands-on lab: Kubernetes', start: '2027-03-10T18:00:00Z', end: '2027-03-10T19:00:00Z', location: 'Lab 3', isHandsOnLab: true, sessionType: 'Lab' });
export const recordedIntro = scheduleEvent({ id: 'OD-TS', title: 'Recorded: Intro to TypeScript', isOnDemand: true, sessionType: 'On-demand' });
export const fundamentalsExam = scheduleEvent({ id: 'EX-900', title: 'Cloud fundamentals exam', isCertificationExam: true, sessionType: 'Exam' });

/** Dana's meeting on the first day, 14:00–14:30 on the event's clock: Avery has not answered the invitation yet. */
export const roadmapMeeting = scheduleEvent({
  id: 'm-1',
  title: 'Roadmap sync',
  start: '2027-03-09T22:00:00Z',
  end: '2027-03-09T22:30:00Z',
  eventTypeValue: 'Meeting',
  state: 'pending',
  organizer: 'Dana Okafor',
  sessionType: 'Meeting',
  sessionCode: null,
  enrollmentStatus: null,
  detailNavigation: '/meetings/m-1',
  participants: [
    { userId: 'user-dana', attendeeId: 'att-dana', invitationResponse: 'accepted', displayName: 'Dana Okafor', firstName: 'Dana', lastName: 'Okafor', photo: null, company: null, jobTitle: null },
    { userId: 'dev-attendee', attendeeId: 'att-avery', invitationResponse: 'pending', displayName: 'Avery Attendee', firstName: 'Avery', lastName: 'Attendee', photo: null, company: null, jobTitle: null },
  ],
});

/** Avery's own time on the second day, 13:00–14:00 on the event's clock. */
export const focusBlock = scheduleEvent({
  id: 'ap-1',
  title: 'Focus time',
  start: '2027-03-10T21:00:00Z',
  end: '2027-03-10T22:00:00Z',
  eventTypeValue: 'Appointment',
  sessionType: 'Appointment',
  sessionCode: null,
  enrollmentStatus: null,
  detailNavigation: '/appointments/ap-1',
});

/** Avery's schedule over two days, business hours 8:00–18:00: the keynote and the Rust talk overlap. */
export const sampleAgenda: ScheduleAgenda = {
  events: [keynote, rustTalk, lunch, kubernetesLab, recordedIntro, fundamentalsExam],
  changes: [],
  timeZone: 'America/Los_Angeles',
  businessHours: { start: 8 * 60, end: 18 * 60 },
  days: ['2027-03-09', '2027-03-10'],
};

/** The same schedule with a meeting invitation and an appointment. */
export const networkingAgenda: ScheduleAgenda = { ...sampleAgenda, events: [...sampleAgenda.events, roadmapMeeting, focusBlock] };

/** The Rust talk moved an hour later and to another room; the lunch talk was cancelled. */
export const sampleChanges: ScheduleChange[] = [
  {
    sessionId: 'BRK210',
    sessionCode: 'BRK210',
    title: 'Building with Rust',
    kinds: ['time', 'room'],
    before: { start: '2027-03-09T16:30:00Z', end: '2027-03-09T17:30:00Z', roomId: 'r11', location: 'Room 11' },
    after: { start: '2027-03-09T17:30:00Z', end: '2027-03-09T18:30:00Z', roomId: 'r12', location: 'Room 12' },
  },
  {
    sessionId: 'BRK300',
    sessionCode: 'BRK300',
    title: 'Edge functions in practice',
    kinds: ['cancelled'],
    before: { start: '2027-03-10T22:00:00Z', end: '2027-03-10T23:00:00Z', roomId: 'r2', location: 'Room 2' },
    after: null,
  },
];

/** The seed settings with My schedule and sharing switched on (and any other flags given). */
export function scheduleSettings(features: Record<string, boolean> = {}): SettingsResponse {
  return { ...demoSettings, features: { ...demoSettings.features, enableMySchedule: true, enableShareScheduleFeature: true, enableAttendees: true, ...features } };
}
