import { copyFile, cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SiteSetting } from '../../src/engine';
import { fromRoot } from '../../server/paths';
import { fixture } from './harness';

const SEEDED = ['evaluationQuestionDelimiter', 'errorMessageMapper'];

/**
 * A copy of the test content with My schedule on, the evaluation forms the site ships (the nomination form among
 * them), and the seed's delimiter and error mapper (so the tests exercise what the site ships); the caller removes it.
 */
export async function nominationContent(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'confsite-nomination-content-'));
  await cp(fixture('pages-content'), dir, { recursive: true });
  await copyFile(fromRoot('pages-content/evaluation-forms.json'), path.join(dir, 'evaluation-forms.json'));
  const file = path.join(dir, 'settings.json');
  const read = async (from: string) => JSON.parse(await readFile(from, 'utf8')) as SiteSetting[];
  const [seed, shipped] = await Promise.all([read(file), read(fromRoot('pages-content/settings.json'))]);
  const added: SiteSetting[] = [
    { name: 'enableMySchedule', type: 'flag', category: 'Features/Personal', value: true, order: 140, public: true },
    ...shipped.filter((setting) => SEEDED.includes(setting.name)),
  ];
  const names = new Set(added.map((setting) => setting.name));
  await writeFile(file, JSON.stringify([...seed.filter((setting) => !names.has(setting.name)), ...added]));
  return dir;
}
