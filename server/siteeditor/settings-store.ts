import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { LIVE_NOW_SETTING, type Environment, type SettingsChangeRequest, type SettingsSaveResponse, type SiteSetting } from '../../src/engine';
import type { ValidationIssue } from '../../src/engine/lazy/validation';
import type { RevisionSummary } from '../../schemas/generated/api/history/revision-summary';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';
import type { Change, HistoryRecorder } from '../history/recorder';
import type { RestoreGuard } from '../history/state-history';
import { checkSettingValue } from './setting-values';

type Row = typeof siteSettings.$inferSelect;
type SettingChange = SettingsChangeRequest['changes'][number];

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

function problemsOf(changes: readonly SettingChange[], stored: ReadonlyMap<string, Row>): ValidationIssue[] {
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

/** Why settings change, for their history: an editor's save, or the restore of a revision. */
export interface SettingsWriteCause extends Pick<Change, 'action' | 'editor' | 'restoredFrom'> {
  history: HistoryRecorder;
  /** Run once the settings are locked, before anything is checked or written: a restore's stale check. */
  guard?: RestoreGuard | undefined;
}

/** A save's answer, and the history revision it recorded (not part of the answer's contract). */
export type SettingsSaveResult = SettingsSaveResponse & { revision?: RevisionSummary | undefined };

/** The settings history keeps: every value but those the server writes itself (the simulator's date, the ticker). */
function recordedValues(rows: readonly Pick<Row, 'name' | 'value'>[]): Record<string, unknown> {
  return Object.fromEntries(rows.filter((row) => !SERVER_WRITTEN.has(row.name)).map((row) => [row.name, row.value]));
}

/**
 * Applies every change or none: all values are checked against their setting's type before anything is written,
 * and the rows stay locked until the writes and their history revision are done.
 */
export async function saveSettings(db: Db, env: Environment, changes: readonly SettingChange[], cause: SettingsWriteCause): Promise<SettingsSaveResult> {
  if (changes.length === 0) return { result: 'none' };
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(siteSettings).where(eq(siteSettings.env, env)).for('update');
    await cause.guard?.(tx);
    const stored = new Map(rows.map((row) => [row.name, row]));
    const details = problemsOf(changes, stored);
    if (details.length > 0) return { result: 'invalid', details };
    const changed = changes.filter(({ name, value }) => !isDeepStrictEqual(stored.get(name)?.value, value));
    if (changed.length === 0) return { result: 'nochange' };
    for (const { name, value } of changed) {
      await tx.update(siteSettings).set({ value }).where(and(eq(siteSettings.env, env), eq(siteSettings.name, name)));
    }
    const before = recordedValues(rows);
    const after = { ...before, ...recordedValues(changed) };
    const { action, editor, restoredFrom } = cause;
    const revision = await cause.history.record(tx, { action, editor, restoredFrom, subject: { kind: 'settings', env }, before: { state: before }, after });
    return { result: 'saved', revision };
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

const SERVER_WRITTEN = new Set([TESTING_DATE_SETTING.name, LIVE_NOW_TICKER_SETTING.name]);
