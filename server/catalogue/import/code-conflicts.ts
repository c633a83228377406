import { inArray } from 'drizzle-orm';
import type { Session } from '../../../schemas/generated/session';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { ImportIssue } from './types';

const CODES_PER_QUERY = 10_000;

/**
 * Session codes are unique: a code the file gives one session that the catalogue already gives another would
 * fail the write. Found before writing, so the editor learns which entries clash instead of a bare failure.
 */
export async function codeConflicts(db: Db, imported: readonly Session[], paths: ReadonlyMap<string, string>): Promise<ImportIssue[]> {
  const byCode = new Map(imported.map((session) => [session.sessionCode, session]));
  const codes = [...byCode.keys()];
  const issues: ImportIssue[] = [];
  for (let start = 0; start < codes.length; start += CODES_PER_QUERY) {
    const rows = await db
      .select({ sessionId: sessions.sessionId, code: sessions.code })
      .from(sessions)
      .where(inArray(sessions.code, codes.slice(start, start + CODES_PER_QUERY)));
    for (const row of rows) {
      const session = byCode.get(row.code);
      if (session && session.sessionId !== row.sessionId) {
        issues.push({ path: paths.get(session.sessionId) ?? '', message: `session code "${row.code}" already belongs to another session (${row.sessionId})` });
      }
    }
  }
  return issues;
}
