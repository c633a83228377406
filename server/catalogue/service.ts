import type { Environment } from '../../src/engine';
import type { Db } from '../db/client';
import type { LiveBus } from '../live/bus';
import { momentInForce, type SettingsService, type SettingsSnapshot } from '../settings/service';
import { loadCatalogue } from './repository';
import { createCatalogueIndex, type CatalogueIndex } from './search/catalogue-index';
import type { CatalogueData } from './types';
import { eventTimeZone } from './zoned-time';

const TIME_ZONE_SETTING = 'eventTimezone';

/** The catalogue held in memory for searching and lookups, reloaded when any node writes it. */
export interface CatalogueService {
  /** The index of the current catalogue; the first call (and the first after a change) loads it. */
  index(): Promise<CatalogueIndex>;
  /** The moment time-based filters use: the caller's testing date, the server's, or the clock. */
  now(localTestingDate?: string | null): Promise<Date>;
}

export interface CatalogueServiceOptions {
  db: Db;
  live: LiveBus;
  settings: SettingsService;
  siteEnv: Environment;
  /** Reports a background reload that failed (the next request retries it). */
  onReloadError?: (error: unknown) => void;
}

// Checking a zone name builds an Intl formatter, far dearer than a search: once per settings snapshot is enough.
const timeZones = new WeakMap<SettingsSnapshot, string>();

function conferenceTimeZone(snapshot: SettingsSnapshot): string {
  let timeZone = timeZones.get(snapshot);
  if (timeZone === undefined) {
    timeZone = eventTimeZone(snapshot.all.find((setting) => setting.name === TIME_ZONE_SETTING)?.value);
    timeZones.set(snapshot, timeZone);
  }
  return timeZone;
}

export function createCatalogueService({ db, live, settings, siteEnv, onReloadError }: CatalogueServiceOptions): CatalogueService {
  let data: Promise<CatalogueData> | undefined;
  // The day facet depends on the time zone setting, so a changed setting rebuilds the index from the loaded data.
  let built: { timeZone: string; index: Promise<CatalogueIndex> } | undefined;

  async function index(): Promise<CatalogueIndex> {
    const timeZone = conferenceTimeZone(await settings.snapshot(siteEnv));
    if (built?.timeZone !== timeZone) {
      const loading = (data ??= loadCatalogue(db));
      const current = { timeZone, index: loading.then((loaded) => createCatalogueIndex(loaded, { timeZone })) };
      built = current;
      // A failed load is not remembered: the next request tries again.
      current.index.catch(() => {
        if (built === current) built = data = undefined;
      });
    }
    return built.index;
  }

  live.subscribe((event) => {
    if (event.type !== 'onCatalogueChanged') return;
    built = data = undefined;
    // Reloaded now rather than by the next search, which would otherwise wait for it.
    index().catch((error: unknown) => onReloadError?.(error));
  });

  return {
    index,
    now: async (localTestingDate) => momentInForce(await settings.snapshot(siteEnv), localTestingDate),
  };
}
