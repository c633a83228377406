import { eq, sql } from 'drizzle-orm';
import type { Environment } from '../../../src/engine';
import type { Db } from '../../db/client';
import { sessions, siteSettings } from '../../db/schema';
import { upsertCatalogue } from '../repository';
import { conferenceFromSettings } from './conference';
import { generateDemoCatalogue } from './generate';
import type { DemoOptions } from './options';

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
  return true;
}
