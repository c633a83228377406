import type { Profile } from '../../schemas/generated/api/profile/profile';
import type { ProfileMetadata } from '../../schemas/generated/api/profile/metadata';
import type { ProfileSummary } from '../../schemas/generated/api/profile/summary';
import type { ProfileUpdate } from '../../schemas/generated/api/profile/profile-update';
import { isOwnProfile, SCOPES, type CurrentUser } from '../../src/engine';
import type { CatalogueService } from '../catalogue/service';
import { isTimeZone } from '../catalogue/zoned-time';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { callerAttendee } from './caller';
import { profileMetadata } from './metadata';
import type { EncodedPhoto } from './photo/encode-photo';
import { createProfileRepository, type StoredPhoto, type StoredProfile } from './repository';

/** The caller's own profile (spec 2 §3, §7): no call takes an attendee id, so nobody reaches another's. */
export interface ProfileService {
  summary(user: CurrentUser): Promise<ProfileSummary>;
  profile(user: CurrentUser): Promise<Profile>;
  metadata(): Promise<ProfileMetadata>;
  update(user: CurrentUser, update: ProfileUpdate): Promise<Profile>;
  /** Stores a re-encoded photo (or removes the photo) and answers its address. */
  setPhoto(user: CurrentUser, photo: EncodedPhoto | null): Promise<string | null>;
  /** A stored photo, for anyone who may see its attendee (public, or the caller's own); else undefined. */
  photo(attendeeId: string, viewer: CurrentUser | null): Promise<StoredPhoto | undefined>;
  photoBytes(attendeeId: string, hash: string): Promise<Buffer | undefined>;
}

export interface ProfileServiceOptions {
  db: Db;
  catalogue: CatalogueService;
  /** The path photos are served under, before `/{attendeeId}/photo/{file}`. */
  photoBase: string;
}

const canAttendMeetings = (user: CurrentUser) => user.scopes.includes(SCOPES.meetings);

function toProfile({ attendee, profile }: StoredProfile, user: CurrentUser): Profile {
  return {
    id: attendee.attendeeId,
    email: attendee.email,
    displayName: attendee.displayName,
    firstName: attendee.firstName,
    lastName: attendee.lastName,
    preferredFirst: profile?.preferredFirst ?? null,
    preferredLast: profile?.preferredLast ?? null,
    jobTitle: attendee.jobTitle,
    company: attendee.company,
    biography: attendee.bio,
    profileImage: attendee.photo,
    hasBeenOnboarded: profile?.hasBeenOnboarded ?? false,
    social: attendee.social,
    country: (profile?.country ?? null) as Profile['country'],
    languagesSpoken: (profile?.languagesSpoken ?? []) as Profile['languagesSpoken'],
    timeZone: profile?.timeZone ?? null,
    jobCategory: (profile?.jobCategory ?? null) as Profile['jobCategory'],
    interests: attendee.interests,
    products: profile?.products ?? [],
    displayProfileToPublic: attendee.displayProfileToPublic,
    displaySessions: attendee.displaySessions,
    isAvailableForMeetings: attendee.isAvailableForMeetings,
    canSendToCalendar: profile?.canSendToCalendar ?? false,
    canAttendMeetings: canAttendMeetings(user),
  };
}

/** What the schema cannot tell: whether this runtime knows the time zone. */
function checkUpdate(update: ProfileUpdate): void {
  if (typeof update.timeZone === 'string' && !isTimeZone(update.timeZone)) {
    throw badRequest('The profile has invalid fields', [{ path: '/body/timeZone', message: 'must be an IANA time zone (Europe/Berlin)' }]);
  }
}

export function createProfileService({ db, catalogue, photoBase }: ProfileServiceOptions): ProfileService {
  const repository = createProfileRepository(db);

  /**
   * The caller's attendee. One the catalogue does not hold yet (made just now, here or by the sign-in) is announced
   * before anything reads it, so `/attendee/me` and the owner's view of their detail page know it at once.
   */
  async function own(user: CurrentUser): Promise<string> {
    const { attendeeId, created } = await callerAttendee(db, user);
    if (created || !(await catalogue.index()).attendee(attendeeId)) await catalogue.attendeesChanged([attendeeId]);
    return attendeeId;
  }

  async function stored(attendeeId: string): Promise<StoredProfile> {
    const found = await repository.read(attendeeId);
    // Only a profile removed between finding and reading it (an import deleting it) lands here.
    if (!found) throw notFound('You have no attendee profile');
    return found;
  }

  return {
    // The summary is the profile seen from the shell: the same defaults, named as spec 2 §3 names them there.
    async summary(user) {
      const profile = toProfile(await stored(await own(user)), user);
      return {
        attendeeId: profile.id,
        attendeeType: user.attendeeType?.current ?? user.role,
        displayName: profile.displayName,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        photo: profile.profileImage,
        companyName: profile.company,
        country: profile.country,
        selectedTimezone: profile.timeZone,
        scopes: user.scopes,
        // Messaging and meeting requests go both ways: whoever is not listed cannot reach those who are.
        attendeeDirectory: profile.displayProfileToPublic,
        displaySessions: profile.displaySessions,
        displayProfileToPublic: profile.displayProfileToPublic,
        canAttendMeetings: profile.canAttendMeetings,
        hasLoggedOn: true,
        hasBeenOnboarded: profile.hasBeenOnboarded,
      };
    },

    profile: async (user) => toProfile(await stored(await own(user)), user),

    metadata: async () => profileMetadata(await catalogue.index()),

    async update(user, update) {
      checkUpdate(update);
      const attendeeId = await own(user);
      await repository.update(attendeeId, update);
      await catalogue.attendeesChanged([attendeeId]);
      return toProfile(await stored(attendeeId), user);
    },

    async setPhoto(user, photo) {
      const attendeeId = await own(user);
      const url = photo && `${photoBase}/${encodeURIComponent(attendeeId)}/photo/${photo.hash}.webp`;
      await repository.setPhoto(attendeeId, photo && url ? { hash: photo.hash, bytes: photo.bytes, url } : null);
      await catalogue.attendeesChanged([attendeeId]);
      return url;
    },

    async photo(attendeeId, viewer) {
      const found = await repository.photo(attendeeId);
      return found && (found.isPublic || isOwnProfile({ userId: found.ownerUserId }, viewer)) ? found : undefined;
    },

    photoBytes: (attendeeId, hash) => repository.photoBytes(attendeeId, hash),
  };
}
