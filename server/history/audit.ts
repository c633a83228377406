import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../schemas/generated/api/history/audit-query';
import type { RevisionList } from '../../schemas/generated/api/history/revision-list';
import type { Db } from '../db/client';
import { revisions } from '../db/schema';
import { listRevisions } from './store';

/** Each audit filter as a condition on the revisions; the filters not given match everything. */
const FILTERS: { [Name in keyof AuditQuery]-?: (value: NonNullable<AuditQuery[Name]>) => SQL | undefined } = {
  kind: (kind) => eq(revisions.kind, kind),
  page: (page) => eq(revisions.page, page),
  env: (env) => eq(revisions.env, env),
  editor: (editor) => eq(revisions.editorId, editor),
  action: (action) => eq(revisions.action, action),
  from: (from) => gte(revisions.at, new Date(from)),
  to: (to) => lt(revisions.at, new Date(to)),
  cursor: () => undefined,
  limit: () => undefined,
};

/** Every change across the site matching the filters, newest first, one page of them. */
export function auditLog(db: Db, query: AuditQuery): Promise<RevisionList> {
  const conditions = Object.entries(query).map(([name, value]) => (value === undefined ? undefined : (FILTERS[name as keyof AuditQuery] as (value: unknown) => SQL | undefined)(value)));
  return listRevisions(db, and(...conditions), query);
}
