import { responseOf, type Meeting, type MeetingParticipation, type MeetingTypeName } from '../../src/engine/lazy/meetings';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import { personOfUser } from '../messages/people';
import type { StoredMeeting } from './repository';

/** What the meeting rules of the engine read of a stored meeting. */
export const participationOf = (stored: StoredMeeting): MeetingParticipation & Pick<Meeting, 'id' | 'time' | 'endTime'> => ({
  id: stored.id,
  ownerId: stored.ownerId,
  meetingTypeName: stored.meetingTypeName as MeetingTypeName,
  status: stored.status,
  time: stored.startsAt.toISOString(),
  endTime: stored.endsAt.toISOString(),
  requests: stored.participants.map((participant) => ({ userId: participant.userId, invitationResponse: participant.response })),
});

export const takesPartIn = (stored: StoredMeeting, userId: string): boolean => responseOf(participationOf(stored), userId) !== undefined;

/** A stored meeting as one of its participants reads it (spec 2 §3). */
export function meetingView(stored: StoredMeeting, viewerId: string, index: CatalogueIndex): Meeting {
  const participation = participationOf(stored);
  const owner = personOfUser(index, stored.ownerId);
  return {
    id: stored.id,
    subject: stored.subject,
    description: stored.description,
    time: participation.time,
    endTime: participation.endTime,
    status: stored.status,
    meetingUrl: stored.meetingUrl,
    meetingLocation: stored.meetingLocation,
    area: stored.area,
    tableSize: stored.tableSize,
    meetingTypeName: participation.meetingTypeName,
    userResponse: responseOf(participation, viewerId) ?? 'pending',
    ownerId: stored.ownerId,
    ownerDisplayName: owner.name,
    ownerPhoto: owner.photo,
    ownerCompany: owner.companyName,
    ownerJobTitle: owner.jobTitle,
    categories: stored.categories,
    accounts: stored.accounts,
    requests: stored.participants.map((participant) => {
      const person = personOfUser(index, participant.userId);
      return { userId: participant.userId, attendeeId: person.key, displayName: person.name, photo: person.photo, invitationResponse: participant.response };
    }),
  };
}
