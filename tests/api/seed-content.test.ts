import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readContentSeed, readTranslationSeed, type SeedSources } from '../../server/db/seed/sources';
import { fromRoot } from '../../server/paths';
import { loadSchemaSet } from '../../server/schemas/load';
import { addTranslationKeys } from '../../server/translations/referenced-keys';
import { ENVIRONMENTS, LOCALES, languageTag } from '../../src/engine';
import { createContentValidator, type ContentValidator } from '../../src/engine/lazy/validation';

/** Every problem of every seeded document, as `{env}/{page}.json#{phase}{path}: message`. */
async function seedProblems(contentDir: string, validator: ContentValidator): Promise<string[]> {
  const problems: string[] = [];
  for (const env of ENVIRONMENTS) {
    for (const doc of await readContentSeed({ contentDir, localesDirs: [] }, env)) {
      for (const issue of validator.validateBlocks(doc.blocks)) {
        problems.push(`${env}/${doc.page}.json#${doc.phase}${issue.path}: ${issue.message}`);
      }
    }
  }
  return problems;
}

/** `{env} {lang}: {key}` for each key a seeded page shows that has no text (or an empty one) in a served language. */
async function untranslatedKeys(sources: SeedSources): Promise<string[]> {
  const missing: string[] = [];
  for (const env of ENVIRONMENTS) {
    const used = new Set<string>();
    for (const doc of await readContentSeed(sources, env)) addTranslationKeys(doc.blocks, used);
    const texts = new Set((await readTranslationSeed(sources, env)).filter((row) => row.value.trim()).map((row) => `${row.lang} ${row.key}`));
    for (const lang of LOCALES.map(languageTag)) for (const key of used) if (!texts.has(`${lang} ${key}`)) missing.push(`${env} ${lang}: ${key}`);
  }
  return missing;
}

describe('seed content', () => {
  let validator: ContentValidator;
  beforeAll(async () => {
    validator = createContentValidator(await loadSchemaSet({ sharedDir: fromRoot('schemas'), blocksDir: fromRoot('blocks') }));
  });

  it('has only blocks that satisfy their block schemas', async () => {
    expect(await seedProblems(fromRoot('pages-content'), validator)).toEqual([]);
  });

  it('has a text in every served language for each translation key its pages show', async () => {
    const localesDirs = [fromRoot('src/i18n/locales'), fromRoot('blocks/locales')];
    expect(await untranslatedKeys({ contentDir: fromRoot('pages-content'), localesDirs })).toEqual([]);
  });

  it('would report a key without a text in one language', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'confsite-untranslated-seed-'));
    try {
      await mkdir(path.join(dir, 'prod'));
      await mkdir(path.join(dir, 'translations'));
      const block = { component: 'section-heading', contentId: 'intro', key: 'intro', props: { heading: 'translate.home.intro.heading' } };
      await writeFile(path.join(dir, 'prod', 'home.json'), JSON.stringify({ phases: { live: [block] } }));
      for (const lang of LOCALES.map(languageTag)) {
        await writeFile(path.join(dir, 'translations', `${lang}.json`), JSON.stringify({ 'translate.home.intro.heading': lang === 'ja-JP' ? ' ' : 'Welcome' }));
      }
      expect(await untranslatedKeys({ contentDir: dir, localesDirs: [] })).toEqual(['prod ja-JP: translate.home.intro.heading']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('would report an invalid seed block', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'confsite-bad-seed-'));
    try {
      await mkdir(path.join(dir, 'uat'));
      const bad = { component: 'section-heading', contentId: 'bad', key: 'bad', props: { headingLevel: 'one' } };
      await writeFile(path.join(dir, 'uat', 'home.json'), JSON.stringify({ phases: { live: [bad] } }));
      expect(await seedProblems(dir, validator)).toEqual([expect.stringMatching(/^uat\/home\.json#live\/blocks\/0\/props\/headingLevel: /)]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
