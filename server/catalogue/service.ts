import type { Environment } from '../../src/engine';
import type { Db } from '../db/client';
import type { LiveBus } from '../live/bus';
import { momentInForce, type SettingsService, type SettingsSnapshot } from '../settings/service';
import { loadAttendees, loadCatalogue } from './repository';
import { createCatalogueIndex, withAttendees, type CatalogueIndex } from './search/catalogue-index';
import { serialBatches } from './serial-batches';
import type { Attendee, CatalogueData } from './types';
import { eventTimeZone } from './zoned-time';

const TIME_ZONE_SETTING = 'eventTimezone';

/** The catalogue held in memory for searching and lookups, reloaded when any node writes it. */
export interface CatalogueService {
  /** The index of the current catalogue; the first call (and the first after a change) loads it. */
  index(): Promise<CatalogueIndex>;
  /** The moment time-based filters use: the caller's testing date, the server's, or the clock. */
  now(localTestingDate?: string | null): Promise<Date>;
  /**
   * These attendees were written (a profile saved): tells every node, and settles once this node's index shows
   * them, so the writer's next answer (a search, a detail) already honours a privacy switch just turned off.
   */
  attendeesChanged(attendeeIds: readonly string[]): Promise<void>;
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

/** The list with the given attendees as loaded now (ids not loaded are gone), or undefined when nothing differs. */
function replacedAttendees(list: readonly Attendee[], ids: readonly string[], loaded: readonly Attendee[]): Attendee[] | undefined {
  const changed = new Set(ids);
  const fresh = new Map(loaded.map((attendee) => [attendee.attendeeId, attendee]));
  const before = list.filter((attendee) => changed.has(attendee.attendeeId));
  const same = before.length === fresh.size && before.every((attendee) => JSON.stringify(attendee) === JSON.stringify(fresh.get(attendee.attendeeId)));
  if (same) return undefined;
  return [...list.filter((attendee) => !changed.has(attendee.attendeeId)), ...fresh.values()];
}

export function createCatalogueService({ db, live, settings, siteEnv, onReloadError }: CatalogueServiceOptions): CatalogueService {
  let data: Promise<CatalogueData> | undefined;
  // The day facet depends on the time zone setting, so a changed setting rebuilds the index from the loaded data.
  let built: { timeZone: string; index: Promise<CatalogueIndex> } | undefined;

  function install(timeZone: string, index: Promise<CatalogueIndex>): Promise<CatalogueIndex> {
    const current = { timeZone, index };
    built = current;
    // A failed load is not remembered: the next request tries again.
    current.index.catch(() => {
      if (built === current) built = data = undefined;
    });
    return index;
  }

  async function index(): Promise<CatalogueIndex> {
    const timeZone = conferenceTimeZone(await settings.snapshot(siteEnv));
    if (built?.timeZone !== timeZone) {
      const loading = (data ??= loadCatalogue(db));
      return install(timeZone, loading.then((loaded) => createCatalogueIndex(loaded, { timeZone })));
    }
    return built.index;
  }

  // Only the attendee parts are rebuilt: a whole reload per saved profile would cost every node far more.
  const refreshBatch = serialBatches<string>(async (ids) => {
    const loading = data;
    // Nothing loaded yet: the first load reads these attendees as they are now.
    if (!loading) return;
    const [loaded, attendees] = await Promise.all([loading, loadAttendees(db, ids)]);
    // A whole reload began meanwhile, after the write: it reads them too.
    if (data !== loading) return;
    const list = replacedAttendees(loaded.attendees, ids, attendees);
    if (!list) return;
    data = Promise.resolve({ ...loaded, attendees: list });
    const previous = built;
    if (previous) await install(previous.timeZone, previous.index.then((current) => withAttendees(current, list)));
  });

  const refreshAttendees = (ids: readonly string[]) =>
    refreshBatch(ids).catch((error: unknown) => {
      // The write stands; the next request reloads the whole catalogue instead.
      built = data = undefined;
      onReloadError?.(error);
    });

  live.subscribe((event) => {
    if (event.type !== 'onCatalogueChanged') return;
    if (event.data.attendeeIds) {
      void refreshAttendees(event.data.attendeeIds);
      return;
    }
    built = data = undefined;
    // Reloaded now rather than by the next search, which would otherwise wait for it.
    index().catch((error: unknown) => onReloadError?.(error));
  });

  return {
    index,
    now: async (localTestingDate) => momentInForce(await settings.snapshot(siteEnv), localTestingDate),
    attendeesChanged(attendeeIds) {
      live.publish({ type: 'onCatalogueChanged', data: { attendeeIds: [...attendeeIds] } });
      // On a single node the event above has queued this very batch already; joining it costs nothing.
      return refreshAttendees(attendeeIds);
    },
  };
}
