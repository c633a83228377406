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

/** A copy of the test content whose seed settings have these settings (replacing ones of the same name); the caller removes it. */
export async function contentWithSettings(settings: readonly SiteSetting[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'confsite-settings-content-'));
  await cp(fixture('pages-content'), dir, { recursive: true });
  const file = path.join(dir, 'settings.json');
  const seed = JSON.parse(await readFile(file, 'utf8')) as SiteSetting[];
  const replaced = new Set(settings.map((setting) => setting.name));
  await writeFile(file, JSON.stringify([...seed.filter((setting) => !replaced.has(setting.name)), ...settings]));
  return dir;
}

/** A copy of the test content with FAVORITE_SETTINGS added to the seed settings; the caller removes it. */
export const favoriteContent = (): Promise<string> => contentWithSettings(FAVORITE_SETTINGS);
