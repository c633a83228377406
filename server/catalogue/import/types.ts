import type { Room } from '../../../schemas/generated/room';
import type { Session } from '../../../schemas/generated/session';
import type { Speaker } from '../../../schemas/generated/speaker';

/** A problem in an imported file, at the JSON Pointer of the offending value (`''` is the whole file). */
export interface ImportIssue {
  path: string;
  message: string;
}

export const IMPORT_FORMATS = ['c3voc-v1', 'c3voc-v2', 'sessionize'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What a schedule file holds, in the catalogue's contract shape. */
export interface ImportedSchedule {
  rooms: Room[];
  sessions: Session[];
  speakers: Speaker[];
}

/** A mapped entity with the place in the file it came from, so later checks can name that place. */
export interface Sourced<T> {
  path: string;
  value: T;
}

export interface MappedSchedule {
  rooms: Sourced<Room>[];
  sessions: Sourced<Session>[];
  speakers: Sourced<Speaker>[];
  /** IANA name the file states for the conference, when it states one. */
  timeZone: string | null;
}

/** A mapper's answer: what it understood, what it could not (errors) and what it read past (warnings). */
export interface MapOutcome {
  schedule: MappedSchedule;
  errors: ImportIssue[];
  warnings: ImportIssue[];
}

export type ImportStage = 'parse' | 'validate' | 'map' | 'write';
export type ImportProgress = (stage: ImportStage, done: number, total: number) => void;

export interface ParseOptions {
  /** Wall-clock times without an offset (Sessionize) are read in this IANA zone. */
  timeZone: string;
  onProgress?: ImportProgress | undefined;
}

export type ParseResult =
  | {
      ok: true;
      format: ImportFormat;
      schedule: ImportedSchedule;
      /** Where in the file each session came from, by session id. */
      sessionPaths: ReadonlyMap<string, string>;
      timeZone: string | null;
      warnings: ImportIssue[];
    }
  | { ok: false; format: ImportFormat | null; errors: ImportIssue[]; warnings: ImportIssue[] };
