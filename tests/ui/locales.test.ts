import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '../../src/i18n/setup';

const files = import.meta.glob<Record<string, unknown>>('../../src/i18n/locales/*.json', { eager: true, import: 'default' });
const byTag = Object.fromEntries(Object.entries(files).map(([path, texts]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), texts]));
const english = byTag['en-US'] ?? {};

describe('shell locale files', () => {
  it('exist for exactly the six served languages', () => {
    expect(Object.keys(byTag).sort()).toEqual([...LANGUAGE_TAGS].sort());
  });

  it.each(LANGUAGE_TAGS)('%s has the same keys as en-US and no empty text', (tag) => {
    const texts = byTag[tag] ?? {};
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(texts)) expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
  });

  it('holds the keys other parts rely on', () => {
    const required = [
      'translate.base.visibility.blockedScope',
      'translate.base.visibility.requireScope',
      'translate.base.visibility.requiresFeature',
      'translate.base.visibility.requiresPhaseId',
      'translate.base.error.component-settings.conflict',
      ...['anonymous', 'attendee', 'inperson-attendee', 'speaker', 'contenteditor', 'siteeditor'].map((id) => `translate.base.sign-in.persona.${id}`),
    ];
    for (const key of required) expect(english, key).toHaveProperty([key]);
  });
});
