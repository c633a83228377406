import { mapC3vocV1 } from './c3voc/v1';
import { mapC3vocV2 } from './c3voc/v2';
import { contractIssues, duplicateIssues } from './contract-check';
import { detectFormat } from './detect';
import { schemaIssues } from './schema-check';
import { mapSessionize } from './sessionize/sessionize';
import type { ImportFormat, ImportIssue, MapOutcome, ParseOptions, ParseResult } from './types';

type Mapper = (document: Record<string, unknown>, options: ParseOptions, onItem: (done: number, total: number) => void) => MapOutcome;

const MAPPERS: Record<ImportFormat, Mapper> = {
  'c3voc-v1': (document, _options, onItem) => mapC3vocV1(document, onItem),
  'c3voc-v2': (document, _options, onItem) => mapC3vocV2(document, onItem),
  sessionize: (document, options, onItem) => mapSessionize(document, options.timeZone, onItem),
};

const UNKNOWN_FORMAT = 'not a schedule this import reads: expected c3voc schedule JSON (version 1 or 2) or Sessionize "All" JSON';

/** The schema check and the mapper often see one problem twice: the mapper's word is dropped where the schema spoke. */
function merged(fromSchema: readonly ImportIssue[], fromMapping: readonly ImportIssue[]): ImportIssue[] {
  const schemaPaths = new Set(fromSchema.map((issue) => issue.path));
  return [...fromSchema, ...fromMapping.filter((issue) => !schemaPaths.has(issue.path))];
}

/**
 * Reads a parsed schedule file: detects its format, checks it against the format's schemas, maps it to catalogue
 * entities and checks those. Anything the import cannot understand rejects the whole file, with every path;
 * harmless deviations come back as warnings. Pure: nothing is written.
 */
export function parseSchedule(document: unknown, options: ParseOptions): ParseResult {
  const format = detectFormat(document);
  if (!format) return { ok: false, format: null, errors: [{ path: '', message: UNKNOWN_FORMAT }], warnings: [] };
  const progress = options.onProgress ?? (() => {});
  progress('validate', 0, 1);
  const schema = schemaIssues(format, document);
  progress('validate', 1, 1);
  const mapped = MAPPERS[format](document as Record<string, unknown>, options, (done, total) => progress('map', done, total));
  const errors = merged(schema.errors, [...mapped.errors, ...duplicateIssues(mapped.schedule), ...contractIssues(mapped.schedule)]);
  const failed = new Set(errors.map((error) => error.path));
  const warnings = [...schema.warnings, ...mapped.warnings].filter((warning) => !failed.has(warning.path));
  if (errors.length > 0) return { ok: false, format, errors, warnings };
  const { rooms, sessions, speakers, timeZone } = mapped.schedule;
  const values = <T>(list: readonly { value: T }[]) => list.map((entry) => entry.value);
  return {
    ok: true,
    format,
    schedule: { rooms: values(rooms), sessions: values(sessions), speakers: values(speakers) },
    sessionPaths: new Map(sessions.map(({ path, value }) => [value.sessionId, path])),
    timeZone,
    warnings,
  };
}
