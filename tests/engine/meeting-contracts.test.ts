import { beforeAll, describe, expect, it } from 'vitest';
import appointmentFields from '../../schemas/api/appointments/appointment-fields.json' with { type: 'json' };
import appointment from '../../schemas/api/appointments/appointment.json' with { type: 'json' };
import appointmentType from '../../schemas/api/appointments/appointment-type.json' with { type: 'json' };
import invitationResponse from '../../schemas/api/meetings/invitation-response.json' with { type: 'json' };
import meetingFields from '../../schemas/api/meetings/meeting-fields.json' with { type: 'json' };
import meeting from '../../schemas/api/meetings/meeting.json' with { type: 'json' };
import meetingMessage from '../../schemas/api/meetings/message-request.json' with { type: 'json' };
import suggestParams from '../../schemas/api/meetings/suggest-params.json' with { type: 'json' };
import message from '../../schemas/api/messages/message.json' with { type: 'json' };
import sendRequest from '../../schemas/api/messages/send-request.json' with { type: 'json' };
import { fromRoot } from '../../server/paths';
import { loadSharedSchemas } from '../../server/schemas/load';
import { APPOINTMENT_TEXT_LIMITS, APPOINTMENT_TYPES } from '../../src/engine/lazy/appointments';
import { MEETING_TEXT_LIMITS } from '../../src/engine/lazy/meeting-draft';
import { inviteeLimit, MAX_MEETING_CAPACITY, SUGGEST_MIN_CHARACTERS } from '../../src/engine/lazy/meeting-invitees';
import { INVITATION_RESPONSES } from '../../src/engine/lazy/meetings';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH } from '../../src/engine/lazy/messages';
import { createContentValidator, type ContentValidator } from '../../src/engine/lazy/validation';

const ID = (path: string) => `https://confsite.dev/schemas/api/${path}.json`;
let validator: ContentValidator;

beforeAll(async () => {
  // Compiles every shared schema in strict mode, as the server does at start-up.
  validator = createContentValidator({ shared: await loadSharedSchemas(fromRoot('schemas')), blocks: {} });
});

// A contract is JSON, the rules are TypeScript: each limit is written twice, so it is checked here.
describe('the contracts and the rules agree on', () => {
  it.each<[string, unknown, unknown]>([
    ['the answers', invitationResponse.enum, INVITATION_RESPONSES],
    ['the appointment types', appointmentType.enum, APPOINTMENT_TYPES],
    ['the invitee ceiling', meetingFields.properties.invitees.maxItems, inviteeLimit(MAX_MEETING_CAPACITY)],
    ['the participants a meeting answers with', meeting.properties.requests.maxItems, inviteeLimit(MAX_MEETING_CAPACITY)],
    ['the shortest suggestion search', suggestParams.properties.term.minLength, SUGGEST_MIN_CHARACTERS],
    ['a meeting subject', [meetingFields.properties.subject.maxLength, meeting.properties.subject.maxLength], [MEETING_TEXT_LIMITS.subject, MEETING_TEXT_LIMITS.subject]],
    ['a meeting description', [meetingFields.properties.description.maxLength, meeting.properties.description.maxLength], [MEETING_TEXT_LIMITS.description, MEETING_TEXT_LIMITS.description]],
    ['a meeting place', [meetingFields.properties.meetingLocation.maxLength, meetingFields.properties.area.maxLength], [MEETING_TEXT_LIMITS.meetingLocation, MEETING_TEXT_LIMITS.area]],
    ['an appointment name', [appointmentFields.properties.name.maxLength, appointment.properties.name.maxLength], [APPOINTMENT_TEXT_LIMITS.name, APPOINTMENT_TEXT_LIMITS.name]],
    ['an appointment description', [appointmentFields.properties.description.maxLength, appointment.properties.description.maxLength], [APPOINTMENT_TEXT_LIMITS.description, APPOINTMENT_TEXT_LIMITS.description]],
    ['an appointment location', [appointmentFields.properties.location.maxLength, appointment.properties.location.maxLength], [APPOINTMENT_TEXT_LIMITS.location, APPOINTMENT_TEXT_LIMITS.location]],
    ['a message body', [sendRequest.properties.body.maxLength, meetingMessage.properties.body.maxLength, message.properties.body.maxLength], Array(3).fill(MESSAGE_BODY_MAX_LENGTH)],
    ['a message subject', [sendRequest.properties.subject.maxLength, message.properties.subject.maxLength], [MESSAGE_SUBJECT_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH]],
  ])('%s', (_name, inContract, inRules) => {
    expect(inContract).toEqual(inRules);
  });
});

const time = (utc: string) => ({ utc, eventTime: utc.slice(0, 16) });
const newMeeting = { subject: 'Catch up', time: time('2027-03-10T15:00:00Z'), endTime: time('2027-03-10T15:30:00Z'), invitees: ['u1'] };
const newAppointment = { name: 'Focus time', start: '2027-03-10T09:00:00-08:00', finish: '2027-03-10T10:00:00-08:00', appointmentType: 'block' };

describe('the request contracts', () => {
  it.each<[string, string, unknown]>([
    ['a new meeting', 'meetings/create-request', newMeeting],
    ['a meeting update', 'meetings/update-request', { ...newMeeting, id: 'm1', meetingLocation: 'Lobby', area: null, tableSize: null }],
    ['a group message', 'meetings/message-request', { meetingId: 'm1', body: 'See you there' }],
    ['a suggestion search', 'meetings/suggest-params', { locale: 'en-us', term: 'ad', limit: 10 }],
    ['a new appointment', 'appointments/create-request', newAppointment],
    ['an appointment update', 'appointments/update-request', { ...newAppointment, id: 'a1', location: null }],
    ['a message', 'messages/send-request', { messageToKey: 'att-1', subject: '', body: 'Hello' }],
    ['a message of 2,000 emoji', 'messages/send-request', { messageToKey: 'att-1', body: '😀'.repeat(MESSAGE_BODY_MAX_LENGTH) }],
  ])('take %s', (_case, schema, body) => {
    expect(validator.validate(ID(schema), body)).toEqual([]);
  });

  it.each<[string, string, unknown, string]>([
    ['a meeting with an id on create', 'meetings/create-request', { ...newMeeting, id: 'm1' }, '/id'],
    ['a meeting time without its wall clock', 'meetings/create-request', { ...newMeeting, time: { utc: '2027-03-10T15:00:00Z' } }, '/time/eventTime'],
    ['a meeting without invitees', 'meetings/create-request', { ...newMeeting, invitees: [] }, '/invitees'],
    ['100 invitees', 'meetings/create-request', { ...newMeeting, invitees: Array.from({ length: 100 }, (_, index) => `u${index}`) }, '/invitees'],
    ['an update without its id', 'meetings/update-request', newMeeting, '/id'],
    ['an empty group message', 'meetings/message-request', { meetingId: 'm1', body: '' }, '/body'],
    ['a one-letter suggestion search', 'meetings/suggest-params', { locale: 'en-us', term: 'a', limit: 10 }, '/term'],
    ['an unknown appointment type', 'appointments/create-request', { ...newAppointment, appointmentType: 'party' }, '/appointmentType'],
    ['a message over 2,000 characters', 'messages/send-request', { messageToKey: 'att-1', body: 'x'.repeat(MESSAGE_BODY_MAX_LENGTH + 1) }, '/body'],
    ['a message with HTML fields', 'messages/send-request', { messageToKey: 'att-1', body: 'Hi', html: '<b>Hi</b>' }, '/html'],
  ])('refuse %s', (_case, schema, body, path) => {
    expect(validator.validate(ID(schema), body).map((issue) => issue.path)).toContain(path);
  });
});
