import type { AttendeeSuggestion, Conversation, Meeting, MeetingDetails, Message } from '../../src/api/lazy/meetings';
import type { SettingsResponse } from '../../src/engine';
import { demoSettings } from '../../storybook/demo-page-context';
import { avery } from './profile-samples';

// Times are in March 2027, Pacific Standard Time (UTC-8): 22:00Z is 2:00 PM on the event's clock.

/** Avery's meetings are seen on the eve of the event (a testing date), so every one of them is still to come. */
export const MEETINGS_NOW = '2027-03-08T20:00:00.000Z';

/** A meeting of Avery's; `overrides` make it theirs, cancelled, in person… */
export function meeting(overrides: Partial<Meeting> & Pick<Meeting, 'id' | 'subject' | 'time' | 'endTime'>): Meeting {
  return {
    description: '',
    status: 'active',
    meetingUrl: null,
    meetingLocation: 'Teams',
    area: null,
    tableSize: null,
    meetingTypeName: 'attendee-to-attendee',
    userResponse: 'pending',
    ownerId: 'user-dana',
    ownerDisplayName: 'Dana Okafor',
    ownerPhoto: null,
    ownerCompany: 'Contoso',
    ownerJobTitle: 'Product lead',
    categories: [],
    accounts: [],
    requests: [{ userId: avery.id, attendeeId: 'att-avery', displayName: 'Avery Attendee', photo: null, invitationResponse: 'pending' }],
    ...overrides,
  };
}

/** Dana invites Avery online on the first day, 2:00–2:30 PM; Avery has not answered. */
export const roadmapSync = meeting({
  id: 'm-1',
  subject: 'Roadmap sync',
  description: 'Agenda: https://contoso.example/agenda\nBring questions.',
  time: '2027-03-09T22:00:00Z',
  endTime: '2027-03-09T22:30:00Z',
  meetingUrl: 'https://teams.example/join/m-1',
  accounts: ['Contoso'],
});

/** Lee's meeting at the venue on the second day, which Avery accepted. */
export const partnerReview = meeting({
  id: 'm-2',
  subject: 'Partner review',
  time: '2027-03-10T17:00:00Z',
  endTime: '2027-03-10T17:45:00Z',
  meetingLocation: 'Meeting Center',
  area: 'Area B',
  tableSize: 4,
  userResponse: 'accepted',
  ownerId: 'user-lee',
  ownerDisplayName: 'Lee Park',
  ownerCompany: null,
  ownerJobTitle: null,
  requests: [{ userId: avery.id, attendeeId: 'att-avery', displayName: 'Avery Attendee', photo: null, invitationResponse: 'accepted' }],
});

/** Avery's own meeting: Dana accepted, Lee has not answered yet. */
export const teamLunch = meeting({
  id: 'm-3',
  subject: 'Team lunch',
  time: '2027-03-10T20:00:00Z',
  endTime: '2027-03-10T21:00:00Z',
  meetingLocation: 'Café Aroma',
  userResponse: 'accepted',
  ownerId: avery.id,
  ownerDisplayName: 'Avery Attendee',
  ownerCompany: null,
  ownerJobTitle: 'Platform engineer',
  requests: [
    { userId: 'user-dana', attendeeId: 'att-dana', displayName: 'Dana Okafor', photo: null, invitationResponse: 'accepted' },
    { userId: 'user-lee', attendeeId: 'att-lee', displayName: 'Lee Park', photo: null, invitationResponse: 'pending' },
  ],
});

/** Dana called off the chat of the last day. */
export const cancelledChat = meeting({
  id: 'm-4',
  subject: 'Coffee chat',
  time: '2027-03-11T17:00:00Z',
  endTime: '2027-03-11T17:30:00Z',
  status: 'cancelled',
  userResponse: 'accepted',
  requests: [{ userId: avery.id, attendeeId: 'att-avery', displayName: 'Avery Attendee', photo: null, invitationResponse: 'accepted' }],
});

/** GET /meeting/meetings as the server sorts it (spec 2 §4): pending, accepted, owner, cancelled. */
export const meetingListSample = { meetings: [roadmapSync, partnerReview, teamLunch, cancelledChat] };

/** The site's meeting settings: 10 participants, Teams only, joinable 10 minutes early and 5 minutes late. */
export const meetingDetailsSample: MeetingDetails = {
  capacityLimit: 10,
  inviteeLimit: 9,
  showMeetingLocation: false,
  timeZone: 'America/Los_Angeles',
  eventStart: '2027-03-09T08:00:00.000Z',
  eventEnd: '2027-03-12T08:00:00.000Z',
  videoMeetingLeadMinutes: 10,
  videoMeetingTrailMinutes: 5,
};

export function suggestion(attendeeId: string, displayName: string, overrides: Partial<AttendeeSuggestion> = {}): AttendeeSuggestion {
  return { userId: `user-${attendeeId}`, attendeeId, displayName, photo: null, jobTitle: null, company: null, ...overrides };
}

function groupMessage(id: string, body: string, created: string, author: { key: string; name: string }): Message {
  const [firstName = '', lastName = ''] = author.name.split(' ');
  return {
    id,
    subject: '',
    body,
    threadId: 'm-1',
    parentId: null,
    created,
    level: 0,
    author: { ...author, firstName, lastName, jobTitle: null, companyName: null, photo: null },
    recipient: null,
    meetingId: 'm-1',
    isRead: true,
    isDeleted: false,
    messageType: 'meeting',
  };
}

/** The roadmap sync's group messages, the latest first; Dana's second one carries markup, which stays text. */
export const roadmapConversation: Conversation = {
  recipient: { id: 'm-1', name: 'Roadmap sync', photo: null, title: null, company: null, validRecipient: true },
  messages: [
    groupMessage('msg-2', '<b>Bold</b> <img src=x onerror=alert(1)> see https://contoso.example/deck.', '2027-03-08T19:00:00Z', { key: 'att-dana', name: 'Dana Okafor' }),
    groupMessage('msg-1', 'Looking forward to it!', '2027-03-08T18:00:00Z', { key: 'att-avery', name: 'Avery Attendee' }),
  ],
};

/** The seed settings with meetings on, seen at MEETINGS_NOW (or the real time with `now: null`). */
export function meetingSettings({ features = {}, now = MEETINGS_NOW }: { features?: Record<string, boolean>; now?: string | null } = {}): SettingsResponse {
  return { ...demoSettings, serverTestingDate: now, features: { ...demoSettings.features, showMeetings: true, ...features } };
}
