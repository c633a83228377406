import { and, eq, sql } from 'drizzle-orm';
import type { ProfileUpdate } from '../../schemas/generated/api/profile/profile-update';
import type { Db } from '../db/client';
import { attendeePhotos, attendeeProfiles, attendees } from '../db/schema';
import { changesName, columnsOf, displayNameOf } from './fields';

export type AttendeeRow = typeof attendees.$inferSelect;
export type ProfileRow = typeof attendeeProfiles.$inferSelect;

/** An attendee with what they told of themselves (`profile` is null until they first save). */
export interface StoredProfile {
  attendee: AttendeeRow;
  profile: ProfileRow | null;
}

/** Who may see a stored photo, and its name: enough to answer a revalidation without reading the image. */
export interface StoredPhoto {
  hash: string;
  ownerUserId: string;
  isPublic: boolean;
}

/** One attendee's profile in the database; callers have made sure the attendee is the caller's own. */
export interface ProfileRepository {
  read(attendeeId: string): Promise<StoredProfile | undefined>;
  /** Applies the update in one transaction and marks the profile onboarded. */
  update(attendeeId: string, update: ProfileUpdate): Promise<void>;
  /** Stores the photo and points the attendee's photo at `url`, or removes both when `photo` is null. */
  setPhoto(attendeeId: string, photo: { hash: string; bytes: Uint8Array; url: string } | null): Promise<void>;
  photo(attendeeId: string): Promise<StoredPhoto | undefined>;
  /** The image itself, while it is still the one named `hash`. */
  photoBytes(attendeeId: string, hash: string): Promise<Buffer | undefined>;
}

export function createProfileRepository(db: Db): ProfileRepository {
  const read = async (tx: Db, attendeeId: string, lock: boolean): Promise<StoredProfile | undefined> => {
    const query = tx.select({ attendee: attendees, profile: attendeeProfiles }).from(attendees).leftJoin(attendeeProfiles, eq(attendeeProfiles.attendeeId, attendees.attendeeId)).where(eq(attendees.attendeeId, attendeeId));
    // Two saves of one profile at once: the second reads the names the first wrote before it derives the display name.
    const [row] = await (lock ? query.for('update', { of: attendees }) : query);
    return row;
  };

  return {
    read: (attendeeId) => read(db, attendeeId, false),

    update: (attendeeId, update) =>
      db.transaction(async (tx) => {
        const current = await read(tx, attendeeId, true);
        if (!current) return;
        const columns = columnsOf(update);
        const names = { ...current.attendee, preferredFirst: current.profile?.preferredFirst ?? null, preferredLast: current.profile?.preferredLast ?? null, ...columns.attendee, ...columns.profile };
        const attendee = changesName(update) ? { ...columns.attendee, displayName: displayNameOf(names) } : columns.attendee;
        if (Object.keys(attendee).length > 0) await tx.update(attendees).set(attendee).where(eq(attendees.attendeeId, attendeeId));
        const profile = { ...columns.profile, hasBeenOnboarded: true, updatedAt: sql`now()` };
        await tx.insert(attendeeProfiles).values({ attendeeId, ...profile }).onConflictDoUpdate({ target: attendeeProfiles.attendeeId, set: profile });
      }),

    setPhoto: (attendeeId, photo) =>
      db.transaction(async (tx) => {
        if (photo) {
          const stored = { hash: photo.hash, bytes: photo.bytes, updatedAt: sql`now()` };
          await tx.insert(attendeePhotos).values({ attendeeId, ...stored }).onConflictDoUpdate({ target: attendeePhotos.attendeeId, set: stored });
        } else {
          await tx.delete(attendeePhotos).where(eq(attendeePhotos.attendeeId, attendeeId));
        }
        await tx.update(attendees).set({ photo: photo?.url ?? null }).where(eq(attendees.attendeeId, attendeeId));
      }),

    async photo(attendeeId) {
      const [row] = await db
        .select({ hash: attendeePhotos.hash, ownerUserId: attendees.userId, isPublic: attendees.displayProfileToPublic })
        .from(attendeePhotos)
        .innerJoin(attendees, eq(attendees.attendeeId, attendeePhotos.attendeeId))
        .where(eq(attendeePhotos.attendeeId, attendeeId));
      return row;
    },

    async photoBytes(attendeeId, hash) {
      const [row] = await db
        .select({ bytes: attendeePhotos.bytes })
        .from(attendeePhotos)
        .where(and(eq(attendeePhotos.attendeeId, attendeeId), eq(attendeePhotos.hash, hash)));
      return row && Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    },
  };
}
