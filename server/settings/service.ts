import { asc, eq } from 'drizzle-orm';
import { currentPhase, effectiveNow, type Environment, type EventPhase, type SiteSetting } from '../../src/engine';
import { ALLOWED_ORIGIN_SETTINGS, originList, type EmbedKind } from '../../src/engine/lazy/allowed-origins';
import { createLoadingCache } from '../cache';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

const PHASES_SETTING = 'eventPhases';
export const DEV_FUNCTIONS_FLAG = 'enableDevFunctions';
const TESTING_DATE_SETTING = 'testingDate';
const CACHE_TTL_MS = 10_000;

/** One environment's settings, read once and shared by every request until invalidated. */
export interface SettingsSnapshot {
  all: SiteSetting[];
  /** Every flag of the environment, public or not (visibility decisions need them all). */
  features: Record<string, boolean>;
  phases: EventPhase[];
  /** The server-wide testing date, when set. */
  testingDate: string | null;
  /** The origins other sites' scripts and frames may come from (the page's Content Security Policy follows them). */
  allowedOrigins: Record<EmbedKind, string[]>;
}

export interface SettingsService {
  snapshot(env: Environment): Promise<SettingsSnapshot>;
  /** Call after writing settings of `env`. */
  invalidate(env: Environment): void;
}

function isPhaseList(value: unknown): value is EventPhase[] {
  return Array.isArray(value) && value.every((phase) => typeof phase?.id === 'string' && typeof phase?.start === 'string');
}

export interface SettingsOptions {
  /** Whether this server allows dev functions at all: when it does not, their flag reads as off everywhere. */
  devFunctions: boolean;
}

function toSnapshot(rows: (typeof siteSettings.$inferSelect)[], { devFunctions }: SettingsOptions): SettingsSnapshot {
  const all: SiteSetting[] = rows.map(({ env: _env, ...setting }) =>
    setting.name === DEV_FUNCTIONS_FLAG && !devFunctions ? { ...setting, value: false } : setting,
  );
  const byName = new Map(all.map((setting) => [setting.name, setting.value]));
  const phases = byName.get(PHASES_SETTING);
  const testingDate = byName.get(TESTING_DATE_SETTING);
  return {
    all,
    features: Object.fromEntries(all.filter((setting) => setting.type === 'flag').map((setting) => [setting.name, setting.value === true])),
    phases: isPhaseList(phases) ? phases : [],
    testingDate: typeof testingDate === 'string' && testingDate ? testingDate : null,
    allowedOrigins: {
      script: originList(byName.get(ALLOWED_ORIGIN_SETTINGS.script)),
      frame: originList(byName.get(ALLOWED_ORIGIN_SETTINGS.frame)),
    },
  };
}

export function createSettingsService(db: Db, options: SettingsOptions): SettingsService {
  const cache = createLoadingCache(async (env) => {
    const rows = await db.select().from(siteSettings).where(eq(siteSettings.env, env as Environment)).orderBy(asc(siteSettings.order), asc(siteSettings.name));
    return toSnapshot(rows, options);
  }, CACHE_TTL_MS);
  return { snapshot: (env) => cache.get(env), invalidate: (env) => cache.invalidate(env) };
}

/** The moment in force: a caller's valid local testing date wins, then the server testing date, then the clock. */
export function momentInForce(snapshot: SettingsSnapshot, localTestingDate?: string | null): Date {
  const testingDate = [localTestingDate, snapshot.testingDate].find((date) => date && !Number.isNaN(Date.parse(date)));
  return effectiveNow({ testingDate });
}

/** Id of the phase in force at the moment in force; empty when the environment defines no phases. */
export function phaseInForce(snapshot: SettingsSnapshot, localTestingDate?: string | null): string {
  return currentPhase(snapshot.phases, momentInForce(snapshot, localTestingDate))?.id ?? '';
}

/** A snapshot's settings read by name, as the engine's rules take them (`meetingCapacity`, `eventDays`, …). */
export const settingReader =
  (snapshot: SettingsSnapshot) =>
  (name: string): unknown =>
    snapshot.all.find((setting) => setting.name === name)?.value;
