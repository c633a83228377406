import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { ENVIRONMENTS, type Environment } from '../../../src/engine';
import { loadDemoIfEmpty } from '../../catalogue/demo/load';
import type { DemoOptions } from '../../catalogue/demo/options';
import { chunksOf, insertChunk } from '../../catalogue/rows/upsert-rows';
import type { Db } from '../client';
import { contentDocuments, evaluationForms, pages, siteSettings, translations } from '../schema';
import { readContentSeed, readEvaluationFormsSeed, readPagesSeed, readSettingsSeed, readTranslationSeed, TRANSLATION_NAMESPACE, type SeedSources } from './sources';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface TableSeeder<T extends PgTable> {
  table: T;
  rows(sources: SeedSources, env: Environment): Promise<PgInsertValue<T>[]>;
  /**
   * Rows missing by key are added on every start, not only into an empty table: a setting a new release brings (a
   * security allow-list) must exist on a site that was seeded before it, while what editors changed stays as it is.
   */
  addMissing?: boolean;
}

const seeder = <T extends PgTable>(table: T, rows: TableSeeder<T>['rows'], options: { addMissing?: boolean } = {}): TableSeeder<T> => ({ table, rows, ...options });

const SEEDERS = [
  seeder(siteSettings, async (sources, env) =>
    (await readSettingsSeed(sources, env)).map((setting) => ({
      env,
      name: setting.name,
      type: setting.type,
      category: setting.category,
      value: setting.value ?? null,
      order: setting.order,
      parent: setting.parent ?? null,
      format: setting.format ?? null,
      public: setting.public,
    })),
    { addMissing: true },
  ),
  seeder(contentDocuments, async (sources, env) =>
    (await readContentSeed(sources, env)).map((doc) => ({ env, ...doc, revision: 1 })),
  ),
  seeder(pages, async (sources, env) => (await readPagesSeed(sources)).map((page) => ({ env, ...page }))),
  seeder(translations, async (sources, env) =>
    (await readTranslationSeed(sources, env)).map((row) => ({ env, ns: TRANSLATION_NAMESPACE, ...row })),
  ),
];

// Any constant works; it only has to be the same for every node starting against one database.
const SEED_LOCK_ID = 741_852_963;

async function seedTable<T extends PgTable>(tx: Tx, { table, rows, addMissing }: TableSeeder<T>, sources: SeedSources): Promise<void> {
  const existing = await tx.select({ one: sql`1` }).from(table as PgTable).limit(1);
  if (existing.length > 0) {
    if (addMissing) for (const env of ENVIRONMENTS) await tx.insert(table).values(await rows(sources, env)).onConflictDoNothing();
    return;
  }
  for (const env of ENVIRONMENTS) {
    // One JSON parameter a statement: ~20,000 translation rows bound as parameters took most of a second.
    for (const chunk of chunksOf(await rows(sources, env))) await insertChunk(tx, table, chunk);
  }
}

export interface SeedOptions extends SeedSources {
  /** The environment whose event dates and time zone the demo conference follows. */
  siteEnv: Environment;
  /** The generated demo conference loaded into an empty programme. */
  demo?: DemoOptions | undefined;
}

/**
 * Fills every empty table from the seed files, for all environments, and an empty programme with the demo
 * conference, in one transaction. The advisory lock keeps two nodes starting together from seeding twice.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    for (const tableSeeder of SEEDERS) await seedTable(tx, tableSeeder as TableSeeder<PgTable>, options);
    // The evaluation forms are the site's, not an environment's. A form the seed brings gets its first version when it
    // has none (a form a new release brings reaches a site seeded before it); one that has versions keeps them: every
    // form's versions start at 1, so its key holding any means version 1 is taken.
    const forms = await readEvaluationFormsSeed(options);
    if (forms.length > 0) await tx.insert(evaluationForms).values(forms.map((form) => ({ ...form, version: 1, publishedBy: 'seed' }))).onConflictDoNothing();
    await loadDemoIfEmpty(tx, options.siteEnv, options.demo);
  });
}
