import type { attendees } from '../../db/schema';
import type { Attendee } from '../types';
import { labelled } from './labelled';

export type AttendeeRow = typeof attendees.$inferSelect;

// Field by field: 20,000 demo attendees go through here on a first start, and object rest/spread is several times slower.
export function toAttendeeRow(attendee: Attendee): AttendeeRow {
  return {
    attendeeId: attendee.attendeeId,
    userId: attendee.userId,
    displayName: attendee.displayName,
    firstName: attendee.firstName,
    lastName: attendee.lastName,
    email: attendee.email,
    jobTitle: attendee.jobTitle,
    company: attendee.company,
    companyId: attendee.companyId,
    bio: attendee.bio,
    photo: attendee.photo,
    social: attendee.social,
    displayProfileToPublic: attendee.displayProfileToPublic,
    displaySessions: attendee.displaySessions,
    isAvailableForMeetings: attendee.isAvailableForMeetings,
    regionLogical: attendee.region?.logicalValue ?? null,
    regionDisplay: attendee.region?.displayValue ?? null,
    participationLogical: attendee.participationType?.logicalValue ?? null,
    participationDisplay: attendee.participationType?.displayValue ?? null,
    interests: attendee.interests,
  };
}

export function fromAttendeeRow(row: AttendeeRow): Attendee {
  return {
    attendeeId: row.attendeeId,
    userId: row.userId,
    displayName: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    jobTitle: row.jobTitle,
    company: row.company,
    companyId: row.companyId,
    bio: row.bio,
    photo: row.photo,
    social: row.social,
    displayProfileToPublic: row.displayProfileToPublic,
    displaySessions: row.displaySessions,
    isAvailableForMeetings: row.isAvailableForMeetings,
    region: labelled(row.regionLogical, row.regionDisplay),
    participationType: labelled(row.participationLogical, row.participationDisplay),
    interests: row.interests,
  };
}
