import type { ScheduleEvent } from '../../src/engine/lazy/schedule';
import { responseOf } from '../../src/engine/lazy/meetings';
import type { StoredAppointment } from '../appointments/repository';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import { participationOf } from '../meetings/meeting-view';
import type { StoredMeeting } from '../meetings/repository';
import { personOfUser } from '../messages/people';

const MINUTE_MS = 60_000;

const minutesBetween = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / MINUTE_MS);
const isActive = (start: Date, end: Date, now: Date) => start.getTime() <= now.getTime() && now.getTime() < end.getTime();

/** What every event of an attendee's own making shares: no session, speakers or enrollment; taken off on its own page. */
const personal = (start: Date, end: Date, now: Date) => ({
  start: start.toISOString(),
  end: end.toISOString(),
  roomId: null,
  speakerIds: [],
  speakerNames: [],
  level: null,
  sessionType: '',
  sessionCode: null,
  eventSize: minutesBetween(start, end),
  isStreaming: false,
  canBeScheduled: false,
  isUnscheduled: false,
  isCurrentlyActive: isActive(start, end, now),
  canBeRemovedFromSchedule: false,
  isMandatory: false,
  isOnDemand: false,
  enrollmentStatus: null,
  deliveryTypes: [],
});

/** A meeting on a participant's schedule (spec 1 §3, spec 2 §4): its state is their answer; it takes an answer there. */
export function meetingEvent(meeting: StoredMeeting, userId: string, index: CatalogueIndex, now: Date): ScheduleEvent {
  return {
    ...personal(meeting.startsAt, meeting.endsAt, now),
    id: meeting.id,
    title: meeting.subject,
    displayTitle: meeting.subject,
    description: meeting.description,
    location: meeting.area ? `${meeting.meetingLocation}, ${meeting.area}` : meeting.meetingLocation,
    eventTypeValue: 'Meeting',
    state: responseOf(participationOf(meeting), userId) ?? 'pending',
    organizer: personOfUser(index, meeting.ownerId).name,
    participants: meeting.participants.map(({ userId: participantId, response }) => {
      const person = personOfUser(index, participantId);
      return {
        userId: participantId,
        attendeeId: person.key,
        invitationResponse: response,
        displayName: person.name,
        firstName: person.firstName,
        lastName: person.lastName,
        photo: person.photo,
        company: person.companyName,
        jobTitle: person.jobTitle,
      };
    }),
    detailNavigation: `/meetings/${encodeURIComponent(meeting.id)}`,
    isHandsOnLab: false,
    isCertificationExam: false,
    directLink: meeting.meetingUrl,
    meetingType: meeting.meetingTypeName,
  };
}

/** An appointment on its owner's schedule: a lab or an exam shows as one. */
export function appointmentEvent(appointment: StoredAppointment, now: Date): ScheduleEvent {
  return {
    ...personal(appointment.startsAt, appointment.endsAt, now),
    id: appointment.id,
    title: appointment.name,
    displayTitle: appointment.name,
    description: appointment.description,
    location: appointment.location,
    eventTypeValue: 'Appointment',
    state: 'accepted',
    organizer: null,
    participants: [],
    detailNavigation: `/appointments/${encodeURIComponent(appointment.id)}`,
    isHandsOnLab: appointment.appointmentType === 'lab',
    isCertificationExam: appointment.appointmentType === 'exam',
    directLink: null,
    meetingType: null,
  };
}
