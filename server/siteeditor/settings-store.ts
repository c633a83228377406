import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Environment, SettingsChangeRequest, SettingsSaveResponse, SiteSetting } from '../../src/engine';
import type { ValidationIssue } from '../../src/engine/validation';
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
    return checkSettingValue(setting.type, value, `${path}/value`);
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

const TESTING_DATE = { name: 'testingDate', type: 'date', category: 'Event/Dates', order: 0, public: true } as const;

/** The server testing date exists in every environment once set, even where the seed did not define it. */
export async function writeTestingDate(db: Db, env: Environment, testingDate: string | null): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ ...TESTING_DATE, env, value: testingDate })
    .onConflictDoUpdate({ target: [siteSettings.env, siteSettings.name], set: { value: testingDate } });
}
