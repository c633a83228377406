import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SiteSetting } from '../../src/engine';
import { fixture } from './harness';

/** The fixture settings (sign-in is on there) with favorites switched on, and sessions of type Agenda kept out of backpacks. */
const FAVORITE_SETTINGS: SiteSetting[] = [
  ...['enableFavorites', 'enableSessionFavorites', 'enableSpeakerFavorites', 'enableSponsorFavorites', 'enableAttendeeFavorites'].map(
    (name, order): SiteSetting => ({ name, type: 'flag', category: 'Features/Favorites', value: true, order: 51 + order, public: true }),
  ),
  { name: 'doNotBackpackSessionTypes', type: 'json', category: 'Features/Favorites', value: ['Agenda'], order: 60, public: true },
];

/** A copy of the test content with FAVORITE_SETTINGS added to the seed settings; the caller removes it. */
export async function favoriteContent(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'confsite-favorites-content-'));
  await cp(fixture('pages-content'), dir, { recursive: true });
  const file = path.join(dir, 'settings.json');
  const seed = JSON.parse(await readFile(file, 'utf8')) as SiteSetting[];
  await writeFile(file, JSON.stringify([...seed, ...FAVORITE_SETTINGS]));
  return dir;
}
