import { isRecord } from './read';
import type { ImportFormat } from './types';

/**
 * Which format a parsed file is in, by its shape: c3voc files wrap everything in `schedule` (v2 with a flat
 * `events` list), Sessionize's "All" export has top-level `sessions` and `speakers` lists.
 */
export function detectFormat(document: unknown): ImportFormat | undefined {
  if (!isRecord(document)) return undefined;
  if (isRecord(document.schedule)) return Array.isArray(document.schedule.events) ? 'c3voc-v2' : 'c3voc-v1';
  if (Array.isArray(document.sessions) && Array.isArray(document.speakers)) return 'sessionize';
  return undefined;
}
