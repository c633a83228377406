import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { LIVE_NOW_SETTING, type Environment, type SettingsChangeRequest, type SettingsSaveResponse, type SiteSetting } from '../../src/engine';
import type { ValidationIssue } from '../../src/engine/lazy/validation';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';
import { checkSettingValue } from './setting-values';

type Row = typeof siteSettings.$inferSelect;
type Change = SettingsChangeRequest['changes'][number];

/** Every setting of the environments asked for, grouped by environment, in display order. */
export async function readSettings(db: Db, envs: readonly Environment[]): Promise<Record<Environment, SiteSetting[]>> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.env, [...envs]))
    .orderBy(asc(siteSettings.order), asc(siteSettings.name));
  const grouped = Object.fromEntries(envs.map((env) => [env, [] as SiteSetting[]])) as Record<Environment, SiteSetting[]>;
  for (const { env, ...setting } of rows) grouped[env].push(setting);
  return grouped;
}

function problemsOf(changes: readonly Change[], stored: ReadonlyMap<string, Row>): ValidationIssue[] {
  const named = new Set<string>();
  return changes.flatMap(({ name, value }, index) => {
    const path = `/body/changes/${index}`;
    const setting = stored.get(name);
    if (!setting) return [{ path: `${path}/name`, message: `no setting "${name}"` }];
    if (named.has(name)) return [{ path: `${path}/name`, message: `"${name}" is changed twice` }];
    named.add(name);
    return checkSettingValue(setting, value, `${path}/value`);
  });
}

/**
 * Applies every change or none: all values are checked against their setting's type before anything is written,
 * and the rows stay locked until the writes are done.
 */
export async function saveSettings(db: Db, env: Environment, changes: readonly Change[]): Promise<SettingsSaveResponse> {
  if (changes.length === 0) return { result: 'none' };
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(siteSettings).where(eq(siteSettings.env, env)).for('update');
    const stored = new Map(rows.map((row) => [row.name, row]));
    const details = problemsOf(changes, stored);
    if (details.length > 0) return { result: 'invalid', details };
    const changed = changes.filter(({ name, value }) => !isDeepStrictEqual(stored.get(name)?.value, value));
    if (changed.length === 0) return { result: 'nochange' };
    for (const { name, value } of changed) {
      await tx.update(siteSettings).set({ value }).where(and(eq(siteSettings.env, env), eq(siteSettings.name, name)));
    }
    return { result: 'saved' };
  });
}

/** A setting the server writes itself; it exists in every environment once written, even where the seed lacked it. */
export type OwnSetting = Pick<SiteSetting, 'name' | 'type' | 'category' | 'order' | 'public'>;

export const TESTING_DATE_SETTING: OwnSetting = { name: 'testingDate', type: 'date', category: 'Event/Dates', order: 0, public: true };
export const LIVE_NOW_TICKER_SETTING: OwnSetting = { name: LIVE_NOW_SETTING, type: 'json', category: 'Event/Live', order: 0, public: true };

export async function writeOwnSetting(db: Db, env: Environment, setting: OwnSetting, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ ...setting, env, value })
    .onConflictDoUpdate({ target: [siteSettings.env, siteSettings.name], set: { value } });
}
