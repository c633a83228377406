import { eq, sql } from 'drizzle-orm';
import { ATTENDEE_TYPES, type Environment } from '../../../src/engine';
import type { Db } from '../../db/client';
import { mandatorySessions, sessions, siteSettings } from '../../db/schema';
import { upsertCatalogue } from '../repository';
import { conferenceFromSettings } from './conference';
import { generateDemoCatalogue } from './generate';
import type { DemoOptions } from './options';
import type { Session } from '../types';

/**
 * First start: an empty programme gets the demo conference, timed by the site environment's event settings.
 * Returns whether it loaded. Callers hold the seed lock, so two nodes starting together load it once.
 */
export async function loadDemoIfEmpty(db: Db, siteEnv: Environment, options: DemoOptions = {}): Promise<boolean> {
  const existing = await db.select({ one: sql`1` }).from(sessions).limit(1);
  if (existing.length > 0) return false;
  const settings = await db.select({ name: siteSettings.name, value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.env, siteEnv));
  const data = generateDemoCatalogue(conferenceFromSettings(new Map(settings.map(({ name, value }) => [name, value]))), options);
  if (data.sessions.length === 0) return false;
  await upsertCatalogue(db, data);
  await makeOpeningKeynoteMandatory(db, data.sessions);
  return true;
}

const startOf = (session: Session) => (session.startDateTime === null ? Infinity : Date.parse(session.startDateTime));

/** The demo's opening keynote is on every attendee type's schedule and cannot be removed (spec 1 §5, mandatory sessions). */
async function makeOpeningKeynoteMandatory(db: Db, programme: readonly Session[]): Promise<void> {
  const keynotes = programme.filter((session) => session.sessionType.logicalValue === 'Keynote' && session.startDateTime !== null);
  const opening = keynotes.sort((a, b) => startOf(a) - startOf(b))[0];
  if (!opening) return;
  await db.insert(mandatorySessions).values(ATTENDEE_TYPES.map((attendeeType) => ({ sessionId: opening.sessionId, attendeeType }))).onConflictDoNothing();
}
