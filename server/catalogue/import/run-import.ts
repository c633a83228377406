import type { ImportSummary } from '../../../schemas/generated/api/catalogue/import-summary';
import type { Db } from '../../db/client';
import type { LiveBus } from '../../live/bus';
import { writeCatalogue } from '../writes';
import { codeConflicts } from './code-conflicts';
import { parseSchedule } from './parse';
import type { ImportFormat, ImportIssue, ImportProgress } from './types';


export type ImportRun =
  | ({ ok: true } & ImportSummary)
  | { ok: false; format: ImportFormat | null; errors: ImportIssue[]; warnings: ImportIssue[] };

export interface ImportOptions {
  /** The site's conference time zone: Sessionize's wall-clock times are read in it. */
  siteTimeZone: string;
  onProgress?: ImportProgress;
}

/**
 * Parses a schedule file and writes its rooms, speakers and sessions in one transaction (inserted or updated by
 * stable id), then tells every node the catalogue changed. A rejected file writes nothing.
 */
export async function importSchedule(db: Db, live: LiveBus, document: unknown, options: ImportOptions): Promise<ImportRun> {
  const parsed = parseSchedule(document, { timeZone: options.siteTimeZone, onProgress: options.onProgress });
  if (!parsed.ok) return parsed;
  const conflicts = await codeConflicts(db, parsed.schedule.sessions, parsed.sessionPaths);
  if (conflicts.length > 0) return { ok: false, format: parsed.format, errors: conflicts, warnings: parsed.warnings };
  const zoneWarning: ImportIssue[] =
    parsed.timeZone && parsed.timeZone !== options.siteTimeZone
      ? [{ path: '/schedule/conference/time_zone_name', message: `the file's time zone ${parsed.timeZone} is not the site's (${options.siteTimeZone}); times keep their offsets` }]
      : [];
  const { schedule } = parsed;
  const written = await writeCatalogue(db, live, schedule, { onProgress: (done, total) => options.onProgress?.('write', done, total) });
  return {
    ok: true,
    format: parsed.format,
    counts: { sessions: schedule.sessions.length, speakers: schedule.speakers.length, rooms: schedule.rooms.length },
    ...written,
    timeZone: parsed.timeZone,
    warnings: [...parsed.warnings, ...zoneWarning],
  };
}
