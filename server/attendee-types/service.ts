import { eq } from 'drizzle-orm';
import {
  ATTENDEE_TYPE_CHANGER_FLAG,
  isAttendeeType,
  isSiteEditor,
  naturalAttendeeType,
  scopesAsAttendeeType,
  type AttendeeType,
  type AttendeeTypeState,
  type CurrentUser,
  type Environment,
} from '../../src/engine';
import type { Db } from '../db/client';
import { attendeeTypeOverrides } from '../db/schema';
import type { SettingsService } from '../settings/service';

/**
 * Site editors viewing the site as another attendee type. The override lives in the database and is applied to every
 * request, not written into the token: tokens are stateless and also handed to other clients (`/token/access`), so a
 * re-read is the only way a change or reset reaches every node and every client at the next request, and turning
 * the flag off ends all overrides at once.
 */
export interface AttendeeTypeService {
  enabled(): Promise<boolean>;
  /** The caller as this request sees them: an editor's override replaces their attendee scopes. */
  resolve(user: CurrentUser): Promise<CurrentUser>;
  /** Views as `type` from the next request on; choosing one's own type removes the override. */
  change(user: CurrentUser, type: AttendeeType): Promise<AttendeeTypeState>;
  reset(user: CurrentUser): Promise<AttendeeTypeState>;
}

export function createAttendeeTypeService({ db, settings, siteEnv }: { db: Db; settings: SettingsService; siteEnv: Environment }): AttendeeTypeService {
  const enabled = async () => (await settings.snapshot(siteEnv)).features[ATTENDEE_TYPE_CHANGER_FLAG] === true;
  // A resolved user's scopes may be overridden already; the original type it carries was read before that.
  const originalOf = (user: CurrentUser) => user.attendeeType?.original ?? naturalAttendeeType(user.role, user.scopes);
  const natural = (user: CurrentUser): AttendeeTypeState => ({ current: originalOf(user), original: originalOf(user), overridden: false });
  const reset = async (user: CurrentUser) => {
    await db.delete(attendeeTypeOverrides).where(eq(attendeeTypeOverrides.userId, user.id));
    return natural(user);
  };

  return {
    enabled,
    async resolve(user) {
      // Only site editors can hold an override, so nobody else pays for the lookup.
      if (!isSiteEditor(user.scopes) || !(await enabled())) return { ...user, attendeeType: natural(user) };
      const [row] = await db.select().from(attendeeTypeOverrides).where(eq(attendeeTypeOverrides.userId, user.id)).limit(1);
      if (!row || !isAttendeeType(row.attendeeType)) return { ...user, attendeeType: natural(user) };
      const attendeeType = { current: row.attendeeType, original: originalOf(user), overridden: true };
      return { ...user, scopes: scopesAsAttendeeType(user.scopes, row.attendeeType), attendeeType };
    },
    async change(user, type) {
      if (type === originalOf(user)) return reset(user);
      const changedAt = new Date();
      await db
        .insert(attendeeTypeOverrides)
        .values({ userId: user.id, attendeeType: type, changedAt })
        .onConflictDoUpdate({ target: attendeeTypeOverrides.userId, set: { attendeeType: type, changedAt } });
      return { current: type, original: originalOf(user), overridden: true };
    },
    reset,
  };
}
