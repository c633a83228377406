import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { UpsertResult } from '../types';

/**
 * Rows per statement. Each statement binds one parameter (the rows as JSON), far from PostgreSQL's 65,535;
 * the chunk bounds the statement's size and sets the step of progress reports.
 */
export const ROWS_PER_STATEMENT = 2_000;

/** Splits rows into statement-sized chunks. */
export function chunksOf<T>(rows: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

/** A row keyed by column name, as json_populate_recordset reads it (dates become ISO strings on the way). */
function byColumnName(columns: [string, PgColumn][], row: object): Record<string, unknown> {
  const named: Record<string, unknown> = {};
  for (const [property, column] of columns) named[column.name] = (row as Record<string, unknown>)[property] ?? null;
  return named;
}

const list = (names: string[]): SQL => sql.join(names.map((name) => sql.identifier(name)), sql`, `);

/**
 * The rows travel as one JSON parameter rather than a VALUES list: building and binding tens of thousands of
 * parameters costs several times more than PostgreSQL parsing the JSON.
 */
function rowsFromJson(table: PgTable, columns: [string, PgColumn][], rows: readonly object[]): SQL {
  const payload = JSON.stringify(rows.map((row) => byColumnName(columns, row)));
  return sql`select ${list(columns.map(([, column]) => column.name))} from json_populate_recordset(null::${table}, ${payload}::json)`;
}

/**
 * Inserts or updates one chunk of rows, matched on `keys`, in one statement. A new row version has `xmax` 0,
 * which tells inserted rows from updated ones.
 */
export async function upsertChunk(db: Db, table: PgTable, keys: readonly PgColumn[], rows: readonly object[]): Promise<UpsertResult> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const columns = Object.entries(getTableColumns(table));
  const keyNames = new Set(keys.map((key) => key.name));
  const allNames = columns.map(([, column]) => column.name);
  const updates = allNames.filter((name) => !keyNames.has(name)).map((name) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`);
  // Both drivers (node-postgres and PGlite) answer with the returned rows in `rows`.
  const { rows: written } = (await db.execute(sql`
    insert into ${table} (${list(allNames)})
    ${rowsFromJson(table, columns, rows)}
    on conflict (${list([...keyNames])}) do update set ${sql.join(updates, sql`, `)}
    returning (xmax = 0) as inserted`)) as unknown as { rows: { inserted: boolean }[] };
  const inserted = written.filter((row) => row.inserted).length;
  return { inserted, updated: written.length - inserted };
}

/** Inserts one chunk of new rows in one statement; a column no row gives a value takes its default. */
export async function insertChunk(db: Db, table: PgTable, rows: readonly object[]): Promise<void> {
  const given = Object.entries(getTableColumns(table)).filter(([property]) =>
    rows.some((row) => (row as Record<string, unknown>)[property] !== undefined),
  );
  if (given.length === 0) return;
  await db.execute(sql`insert into ${table} (${list(given.map(([, column]) => column.name))}) ${rowsFromJson(table, given, rows)}`);
}
