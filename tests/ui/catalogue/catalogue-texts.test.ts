import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIRECTORY_CONFIGS } from '../../../blocks/company-catalogue/lazy/company-config';
import { attendeeCatalogueConfig } from '../../../blocks/attendee-catalogue/lazy/attendee-config';
import { sessionCatalogueConfig } from '../../../blocks/session-catalogue/lazy/session-config';
import { speakerCatalogueConfig } from '../../../blocks/speaker-catalogue/lazy/speaker-config';
import { TOGGLES } from '../../../blocks/shared/lazy/catalogue/state/catalogue-state';

const root = join(import.meta.dirname, '../../..');
const LANGUAGES = ['en-US', 'zh-CN', 'es-ES', 'de-DE', 'fr-FR', 'ja-JP'];
const texts = Object.fromEntries(LANGUAGES.map((tag) => [tag, JSON.parse(readFileSync(join(root, 'blocks/locales', `${tag}.json`), 'utf8')) as Record<string, string>]));
const CONFIGS = [sessionCatalogueConfig, speakerCatalogueConfig, attendeeCatalogueConfig, ...Object.values(DIRECTORY_CONFIGS)];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every key the catalogue code names literally, and every key it builds from its configurations. */
const keys = [
  ...new Set([
    ...['shared/lazy/catalogue', 'session-catalogue', 'speaker-catalogue', 'attendee-catalogue', 'company-catalogue']
      .flatMap((dir) => sources(join(root, 'blocks', dir)))
      // Whole keys only: a prefix completed at run time (`…toggles.${toggle}`) is covered by the lists below.
      .flatMap((file) => readFileSync(file, 'utf8').match(/translate\.base\.(?:catalogue|blocks\.[a-z-]+-catalogue)\.[\w.-]*\w(?![\w.$-])/g) ?? []),
    ...TOGGLES.map((toggle) => `translate.base.catalogue.toggles.${toggle}`),
    ...['list', 'grid'].map((view) => `translate.base.catalogue.view.${view}`),
    ...['start', 'end'].map((edge) => `translate.base.catalogue.time.${edge}`),
    ...CONFIGS.flatMap((config) => config.sorts.map((sort) => `translate.base.catalogue.sort.${sort}`)),
    ...CONFIGS.flatMap((config) => config.headerLinks.map((link) => link.label)),
    ...CONFIGS.flatMap((config) =>
      ['title', 'heading', 'anonymous-subheading', 'signed-in-subheading', 'count_one', 'count_other', 'search-label', 'error'].map(
        (name) => `translate.base.catalogue.${config.noun}.${name}`,
      ),
    ),
  ]),
];

describe('catalogue texts', () => {
  it('finds the keys it checks', () => {
    expect(keys.length).toBeGreaterThan(100);
    expect(keys).toContain('translate.base.catalogue.refine.title');
  });

  it.each(LANGUAGES)('are all translated in %s', (tag) => {
    const missing = keys.filter((key) => !texts[tag]?.[key]?.trim());
    expect(missing).toEqual([]);
  });
});
