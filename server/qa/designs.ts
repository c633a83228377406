import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { QaDesign } from '../../schemas/generated/api/qa/design';
import type { QaAttendeeType, QaBreakpoint } from '../../src/engine/lazy/qa';
import type { Db } from '../db/client';
import { qaDesigns } from '../db/schema';
import type { QaFiles } from './files';

/** One combination a design belongs to; `block` is empty for a whole page. */
export interface DesignKey {
  page: string;
  breakpoint: QaBreakpoint;
  phase: string;
  attendeeType: QaAttendeeType;
  block: string;
}

type DesignRow = typeof qaDesigns.$inferSelect;

export interface QaDesigns {
  /** Makes the stored PNG `file` the design of `key`, replacing the one it had. */
  put(key: DesignKey, file: { name: string; width: number; height: number }, uploadedBy: string): Promise<QaDesign>;
  list(filter: { page?: string | undefined; block?: string | undefined }): Promise<QaDesign[]>;
  /** The stored file name of the design of `key`, if it has one. */
  fileOf(key: DesignKey): Promise<string | undefined>;
}

const matching = (key: DesignKey): SQL | undefined =>
  and(
    eq(qaDesigns.page, key.page),
    eq(qaDesigns.breakpoint, key.breakpoint),
    eq(qaDesigns.phase, key.phase),
    eq(qaDesigns.attendeeType, key.attendeeType),
    eq(qaDesigns.block, key.block),
  );

export function createQaDesigns(db: Db, files: QaFiles): QaDesigns {
  const view = (row: DesignRow): QaDesign => ({
    page: row.page,
    breakpoint: row.breakpoint,
    phase: row.phase,
    attendeeType: row.attendeeType,
    block: row.block,
    designUrl: files.url(row.file),
    width: row.width,
    height: row.height,
    uploadedBy: row.uploadedBy,
    uploadedAt: row.uploadedAt.toISOString(),
  });
  return {
    async put(key, file, uploadedBy) {
      const values = { file: file.name, width: file.width, height: file.height, uploadedBy, uploadedAt: new Date() };
      const [row] = await db
        .insert(qaDesigns)
        .values({ ...key, ...values })
        .onConflictDoUpdate({ target: [qaDesigns.page, qaDesigns.breakpoint, qaDesigns.phase, qaDesigns.attendeeType, qaDesigns.block], set: values })
        .returning();
      return view(row as DesignRow);
    },
    async list({ page, block }) {
      const rows = await db
        .select()
        .from(qaDesigns)
        .where(and(page === undefined ? undefined : eq(qaDesigns.page, page), block === undefined ? undefined : eq(qaDesigns.block, block)))
        .orderBy(asc(qaDesigns.page), asc(qaDesigns.block), asc(qaDesigns.breakpoint), asc(qaDesigns.phase), asc(qaDesigns.attendeeType))
        .limit(1000);
      return rows.map(view);
    },
    async fileOf(key) {
      const [row] = await db.select({ file: qaDesigns.file }).from(qaDesigns).where(matching(key)).limit(1);
      return row?.file;
    },
  };
}
