import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChunk } from '../../server/catalogue/rows/upsert-rows';
import type { AppContext } from '../../server/context';
import type { Db } from '../../server/db/client';
import { contentDocuments, siteSettings, translations } from '../../server/db/schema';
import { readContentSeed, readSettingsSeed, readTranslationSeed, TRANSLATION_NAMESPACE } from '../../server/db/seed/sources';
import { ENVIRONMENTS } from '../../src/engine';
import { DRIVERS, fixture, startServer, type TestServer } from './harness';

type Reach = AppContext & { db: Db };

const SOURCES = { contentDir: fixture('pages-content'), localesDirs: [fixture('locales')] };

const sorted = <T>(rows: T[], key: (row: T) => string) => [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

describe.each(DRIVERS)('seeding an empty database (%s)', (driver) => {
  let server: TestServer;
  let reach: Reach;

  beforeAll(async () => {
    const capture: FastifyPluginAsync<Reach> = async (_app, options) => {
      reach = options;
    };
    server = await startServer(driver, { extraApiRoutes: [capture] });
  });
  afterAll(() => server.close());

  it.each(ENVIRONMENTS)('writes every setting, page and text of the %s seed as the seed files have them', async (env) => {
    const settings = await reach.db.select().from(siteSettings).where(eq(siteSettings.env, env));
    const expectedSettings = (await readSettingsSeed(SOURCES, env)).map((setting) => ({
      env,
      name: setting.name,
      type: setting.type,
      category: setting.category,
      value: setting.value ?? null,
      order: setting.order,
      parent: setting.parent ?? null,
      format: setting.format ?? null,
      public: setting.public,
    }));
    expect(sorted(settings, (row) => row.name)).toEqual(sorted(expectedSettings, (row) => row.name));

    const documents = await reach.db.select({ page: contentDocuments.page, phase: contentDocuments.phase, blocks: contentDocuments.blocks, revision: contentDocuments.revision }).from(contentDocuments).where(eq(contentDocuments.env, env));
    const expectedDocuments = (await readContentSeed(SOURCES, env)).map((doc) => ({ ...doc, revision: 1 }));
    expect(sorted(documents, (row) => `${row.page} ${row.phase}`)).toEqual(sorted(expectedDocuments, (row) => `${row.page} ${row.phase}`));

    const texts = await reach.db.select({ lang: translations.lang, key: translations.key, value: translations.value }).from(translations).where(and(eq(translations.env, env), eq(translations.ns, TRANSLATION_NAMESPACE)));
    const expectedTexts = await readTranslationSeed(SOURCES, env);
    expect(expectedTexts.length).toBeGreaterThan(0);
    expect(sorted(texts, (row) => `${row.lang} ${row.key}`)).toEqual(sorted(expectedTexts, (row) => `${row.lang} ${row.key}`));
  });

  it('inserts rows in one statement: a column no row gives takes its default, a null stays null', async () => {
    const before = new Date(Date.now() - 60_000);
    await insertChunk(reach.db, contentDocuments, [
      { env: 'cont', page: 'insert-test', phase: 'a', blocks: [{ id: 'x', type: 'text', props: { text: 'Grüße, 東京' } }], revision: 3 },
      { env: 'cont', page: 'insert-test', phase: 'b', blocks: [], revision: 1, editorName: null },
    ]);
    const rows = await reach.db.select().from(contentDocuments).where(eq(contentDocuments.page, 'insert-test')).orderBy(asc(contentDocuments.phase));
    expect(rows.map(({ updatedAt: _updatedAt, ...rest }) => rest)).toEqual([
      { env: 'cont', page: 'insert-test', phase: 'a', blocks: [{ id: 'x', type: 'text', props: { text: 'Grüße, 東京' } }], revision: 3, editorName: null },
      { env: 'cont', page: 'insert-test', phase: 'b', blocks: [], revision: 1, editorName: null },
    ]);
    for (const row of rows) expect(row.updatedAt.getTime()).toBeGreaterThan(before.getTime());
  });
});
