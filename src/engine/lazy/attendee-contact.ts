/**
 * The contact buttons of an attendee's detail and card (spec 1 §2, §6): send message, book meeting, send email and the
 * team-chat link. Only people who take part in the attendee directory reach out, only to attendees available for
 * meetings, and never to themselves.
 */
import type { AttendeeProfile } from '../../../schemas/generated/attendee-profile';
import type { ProfileSummary } from '../../../schemas/generated/api/profile/summary';
import { isOwnProfile } from '../own-profile';
import { SCOPES } from '../scopes';
import { teamChatLink } from './social-links';

export interface ContactActions {
  sendMessage: boolean;
  bookMeeting: boolean;
  sendEmail: boolean;
  teamChat: boolean;
}

/** The signed-in viewer: who they are, their scopes, and whether they are in the directory (their profile summary). */
export interface ContactViewer extends Pick<ProfileSummary, 'attendeeDirectory'> {
  id: string;
  scopes: readonly string[];
}

/** The attendee shown; `email` only where the server gave it (emails are private, spec 1 §6). */
export type ContactTarget = Pick<AttendeeProfile, 'userId' | 'isAvailableForMeetings'> & { email?: string | null };

const NONE: ContactActions = { sendMessage: false, bookMeeting: false, sendEmail: false, teamChat: false };

/**
 * Spec 1 §6: every button needs a viewer in the directory, a target available for meetings who is not the viewer.
 * Send message also needs what the inbox needs (showMessaging, event-tools), book meeting what a new meeting needs
 * (showMeetings, meetings); email and team chat need an address the viewer was given.
 */
export function contactActions(viewer: ContactViewer | null, target: ContactTarget, features: Readonly<Record<string, boolean>>): ContactActions {
  if (!viewer || !viewer.attendeeDirectory || !target.isAvailableForMeetings || isOwnProfile(target, viewer)) return NONE;
  const hasEmail = target.email ? teamChatLink(target.email) !== undefined : false;
  return {
    sendMessage: features.showMessaging === true && viewer.scopes.includes(SCOPES.eventTools),
    bookMeeting: features.showMeetings === true && viewer.scopes.includes(SCOPES.meetings),
    sendEmail: hasEmail,
    teamChat: hasEmail,
  };
}
