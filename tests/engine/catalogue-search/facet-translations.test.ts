import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPONSOR_LEVELS } from '../../../server/catalogue/search/entities/companies';
import { createCatalogueIndex } from '../../../server/catalogue/search/catalogue-index';
import { catalogue, company } from './builders';

const LOCALES = ['en-US', 'zh-CN', 'es-ES', 'de-DE', 'fr-FR', 'ja-JP'];
const localeFile = (tag: string) => path.join(import.meta.dirname, '../../../src/i18n/locales', `${tag}.json`);

describe('facet names', () => {
  const index = createCatalogueIndex(
    catalogue({ companies: [company({ companyId: 'c', name: 'C', kinds: ['sponsor', 'exhibitor', 'partner'], sponsorLevelKey: SPONSOR_LEVELS[0] })] }),
    { timeZone: 'UTC' },
  );
  const facets = [index.sessions, index.speakers, index.attendees, index.companies].flatMap((entity) => entity.facets());
  const keys = [
    ...facets.map((facet) => facet.displayName),
    ...facets.flatMap((facet) => facet.filters.map((filter) => filter.displayName)).filter((name) => name.startsWith('translate.')),
  ];

  it.each(LOCALES)('are translated in %s', (tag) => {
    const texts = JSON.parse(readFileSync(localeFile(tag), 'utf8')) as Record<string, string>;
    expect(keys.length).toBeGreaterThan(15);
    for (const key of keys) expect(texts[key]?.trim(), `${tag} ${key}`).toBeTruthy();
  });
});
