import { describe, expect, it } from 'vitest';
import { ROLE_SCOPES, SCOPES } from '../../src/engine';
import { contactActions, type ContactActions, type ContactTarget, type ContactViewer } from '../../src/engine/lazy/attendee-contact';

const viewer: ContactViewer = { id: 'u-viewer', scopes: ROLE_SCOPES.attendee, attendeeDirectory: true };
const target: ContactTarget = { userId: 'u-target', isAvailableForMeetings: true };
const withEmail: ContactTarget = { ...target, email: 'ada@example.com' };
const on = { showMessaging: true, showMeetings: true };
const none: ContactActions = { sendMessage: false, bookMeeting: false, sendEmail: false, teamChat: false };
const contact: ContactActions = { ...none, sendMessage: true, bookMeeting: true };

describe('the contact buttons of an attendee (spec 1 §6)', () => {
  it.each<[string, ContactViewer | null, ContactTarget, Record<string, boolean>, ContactActions]>([
    ['a directory member sees message and meeting', viewer, target, on, contact],
    ['and email and team chat when given the address', viewer, withEmail, on, { sendMessage: true, bookMeeting: true, sendEmail: true, teamChat: true }],
    ['nothing for an anonymous visitor', null, withEmail, on, none],
    ['nothing for a viewer outside the directory', { ...viewer, attendeeDirectory: false }, withEmail, on, none],
    ['nothing for an attendee not available for meetings', viewer, { ...withEmail, isAvailableForMeetings: false }, on, none],
    ['never for yourself', viewer, { ...withEmail, userId: viewer.id }, on, none],
    ['no message button with messaging off', viewer, target, { showMeetings: true }, { ...contact, sendMessage: false }],
    ['no meeting button with meetings off', viewer, target, { showMessaging: true }, { ...contact, bookMeeting: false }],
    ['no message button without the tools scope', { ...viewer, scopes: [SCOPES.meetings] }, target, on, { ...contact, sendMessage: false }],
    ['no meeting button without the meetings scope', { ...viewer, scopes: [SCOPES.eventTools, SCOPES.sideMeetings] }, target, on, { ...contact, bookMeeting: false }],
    ['email and team chat with both flags off', viewer, withEmail, {}, { ...none, sendEmail: true, teamChat: true }],
    ['no email buttons for a malformed address', viewer, { ...target, email: 'not an address' }, on, contact],
    ['no email buttons for a withheld address', viewer, { ...target, email: null }, on, contact],
  ])('%s', (_case, who, whom, features, actions) => {
    expect(contactActions(who, whom, features)).toEqual(actions);
  });
});
