import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readContentSeed } from '../../server/db/seed/sources';
import { fromRoot } from '../../server/paths';
import { loadSchemaSet } from '../../server/schemas/load';
import { ENVIRONMENTS } from '../../src/engine';
import { createContentValidator, type ContentValidator } from '../../src/engine/validation';

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

describe('seed content', () => {
  let validator: ContentValidator;
  beforeAll(async () => {
    validator = createContentValidator(await loadSchemaSet({ sharedDir: fromRoot('schemas'), blocksDir: fromRoot('blocks') }));
  });

  it('has only blocks that satisfy their block schemas', async () => {
    expect(await seedProblems(fromRoot('pages-content'), validator)).toEqual([]);
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
