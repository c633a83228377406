import { and, eq, isNull, type Column, type SQL } from 'drizzle-orm';
import type { Environment } from '../../src/engine';
import { revisions } from '../db/schema';

/** What a revision is of: one phase of a page, an environment's site settings, or one translation bundle. */
export type Subject =
  | { kind: 'page'; env: Environment; page: string; phase: string }
  | { kind: 'settings'; env: Environment }
  | { kind: 'translations'; env: Environment; lang: string; ns: string };

type Row = typeof revisions.$inferSelect;

/** The subject's columns of a revision row, null where the kind has none. */
export function subjectColumns(subject: Subject): Pick<Row, 'kind' | 'env' | 'page' | 'phase' | 'lang' | 'ns'> {
  return {
    kind: subject.kind,
    env: subject.env,
    page: subject.kind === 'page' ? subject.page : null,
    phase: subject.kind === 'page' ? subject.phase : null,
    lang: subject.kind === 'translations' ? subject.lang : null,
    ns: subject.kind === 'translations' ? subject.ns : null,
  };
}

export function subjectOf(row: Pick<Row, 'kind' | 'env' | 'page' | 'phase' | 'lang' | 'ns'>): Subject {
  if (row.kind === 'page') return { kind: 'page', env: row.env, page: row.page ?? '', phase: row.phase ?? '' };
  if (row.kind === 'translations') return { kind: 'translations', env: row.env, lang: row.lang ?? '', ns: row.ns ?? '' };
  return { kind: 'settings', env: row.env };
}

/** Rows of exactly this subject (every column compared, nulls included, so the subject index serves the lookup). */
export function ofSubject(subject: Subject): SQL {
  const columns = subjectColumns(subject);
  const same = (column: Column, value: string | null) => (value === null ? isNull(column) : eq(column, value));
  return and(
    eq(revisions.kind, columns.kind),
    eq(revisions.env, columns.env),
    same(revisions.page, columns.page),
    same(revisions.phase, columns.phase),
    same(revisions.lang, columns.lang),
    same(revisions.ns, columns.ns),
  ) as SQL;
}
