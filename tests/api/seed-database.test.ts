import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChunk } from '../../server/catalogue/rows/upsert-rows';
import { contentDocuments, siteSettings, translations } from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed/seed';
import { readContentSeed, readSettingsSeed, readTranslationSeed, TRANSLATION_NAMESPACE } from '../../server/db/seed/sources';
import { ENVIRONMENTS } from '../../src/engine';
import { DRIVERS, fixture, startServerWithReach, type TestServer, type AppReach } from './harness';

const SOURCES = { contentDir: fixture('pages-content'), localesDirs: [fixture('locales')] };

const sorted = <T>(rows: T[], key: (row: T) => string) => [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

describe.each(DRIVERS)('seeding an empty database (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };

  beforeAll(async () => {
    server = await startServerWithReach(driver);
  });
  afterAll(() => server.close());

  it.each(ENVIRONMENTS)('writes every setting, page and text of the %s seed as the seed files have them', async (env) => {
    const settings = await server.reach.db.select().from(siteSettings).where(eq(siteSettings.env, env));
    // Every field a seed setting gives, stored as given (a field it leaves out is null in the row).
    const expectedSettings = (await readSettingsSeed(SOURCES, env)).map((setting) => JSON.parse(JSON.stringify({ env, ...setting })) as typeof setting);
    expect(settings).toHaveLength(expectedSettings.length);
    expect(sorted(settings, (row) => row.name)).toMatchObject(sorted(expectedSettings, (row) => row.name));

    const documents = await server.reach.db.select({ page: contentDocuments.page, phase: contentDocuments.phase, blocks: contentDocuments.blocks, revision: contentDocuments.revision }).from(contentDocuments).where(eq(contentDocuments.env, env));
    const expectedDocuments = (await readContentSeed(SOURCES, env)).map((doc) => ({ ...doc, revision: 1 }));
    expect(sorted(documents, (row) => `${row.page} ${row.phase}`)).toEqual(sorted(expectedDocuments, (row) => `${row.page} ${row.phase}`));

    const texts = await server.reach.db.select({ lang: translations.lang, key: translations.key, value: translations.value }).from(translations).where(and(eq(translations.env, env), eq(translations.ns, TRANSLATION_NAMESPACE)));
    const expectedTexts = await readTranslationSeed(SOURCES, env);
    expect(expectedTexts.length).toBeGreaterThan(0);
    expect(sorted(texts, (row) => `${row.lang} ${row.key}`)).toEqual(sorted(expectedTexts, (row) => `${row.lang} ${row.key}`));
  });

  it('adds on a later start the settings a newer release brings, and keeps what editors changed', async () => {
    const { db } = server.reach;
    const ofProd = (name: string) => and(eq(siteSettings.env, 'prod'), eq(siteSettings.name, name));
    await db.delete(siteSettings).where(ofProd('allowedFrameOrigins'));
    await db.update(siteSettings).set({ value: 'Renamed Summit' }).where(ofProd('programName'));

    await seedDatabase(db, { ...SOURCES, siteEnv: 'cont' });

    const [frames] = await db.select().from(siteSettings).where(ofProd('allowedFrameOrigins'));
    const seeded = (await readSettingsSeed(SOURCES, 'prod')).find((setting) => setting.name === 'allowedFrameOrigins');
    expect(frames?.value).toEqual(seeded?.value);
    const [name] = await db.select().from(siteSettings).where(ofProd('programName'));
    expect(name?.value).toBe('Renamed Summit');
  });

  it('inserts rows in one statement: a column no row gives takes its default, a null stays null', async () => {
    const before = new Date(Date.now() - 60_000);
    await insertChunk(server.reach.db, contentDocuments, [
      { env: 'cont', page: 'insert-test', phase: 'a', blocks: [{ id: 'x', type: 'text', props: { text: 'Grüße, 東京' } }], revision: 3 },
      { env: 'cont', page: 'insert-test', phase: 'b', blocks: [], revision: 1, editorName: null },
    ]);
    const rows = await server.reach.db.select().from(contentDocuments).where(eq(contentDocuments.page, 'insert-test')).orderBy(asc(contentDocuments.phase));
    expect(rows.map(({ updatedAt: _updatedAt, ...rest }) => rest)).toEqual([
      { env: 'cont', page: 'insert-test', phase: 'a', blocks: [{ id: 'x', type: 'text', props: { text: 'Grüße, 東京' } }], revision: 3, editorName: null },
      { env: 'cont', page: 'insert-test', phase: 'b', blocks: [], revision: 1, editorName: null },
    ]);
    for (const row of rows) expect(row.updatedAt.getTime()).toBeGreaterThan(before.getTime());
  });
});
