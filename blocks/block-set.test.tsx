import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockSchemaId } from '../src/engine/lazy/validation';
import { BLOCK_GROUPS } from '../src/engine';
import { blockTypes } from './index';
import { blockSchemaOf } from './shared/lazy/block-schemas';
import { blockDefaults, blockDisplayName, blockGroup } from './shared/lazy/block-meta';
import { loadPropsValidator } from '../tests/ui/helpers/props-validator';

const root = join(import.meta.dirname, '..');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const validator = await loadPropsValidator();
const LANGUAGES = ['en-US', 'zh-CN', 'es-ES', 'de-DE', 'fr-FR', 'ja-JP'];
const texts = Object.fromEntries(LANGUAGES.map((tag) => [tag, readJson(join(root, 'blocks', 'locales', `${tag}.json`))]));

describe('the block set', () => {
  it('registers every block folder exactly once', () => {
    const folders = readdirSync(join(root, 'blocks')).filter((name) => {
      try {
        return readFileSync(join(root, 'blocks', name, 'schema.json')).length > 0;
      } catch {
        return false;
      }
    });
    expect(blockTypes.map((type) => type.name).sort()).toEqual(folders.sort());
  });

  it.each(blockTypes.map((type) => [type.name, type] as const))('%s: contract, schema id and valid defaults', (name, type) => {
    expect(blockSchemaOf(type)?.$id).toBe(blockSchemaId(name));
    expect(blockSchemaOf(type)?.unevaluatedProperties).toBe(false);
    // What only the editor needs lives in the schema, out of attendees' first download.
    expect([type.displayName, type.group, type.defaults]).toEqual([undefined, undefined, undefined]);
    expect(BLOCK_GROUPS).toContain(blockGroup(type));
    expect(validator.validateProps(name, blockDefaults(type))).toEqual([]);
  });

  it('rejects props a schema does not declare', () => {
    expect(validator.validateProps('section-heading', { heading: 'Hi', colour: 'red' })).toEqual([
      { path: '/colour', message: 'must NOT have unevaluated properties' },
    ]);
  });

  it('has every block text, non-empty, in all six languages', () => {
    const keys = Object.keys(texts['en-US'] ?? {}).sort();
    for (const type of blockTypes) expect(keys).toContain(blockDisplayName(type));
    for (const tag of LANGUAGES) {
      const entries = texts[tag] ?? {};
      expect(Object.keys(entries).sort(), tag).toEqual(keys);
      for (const [key, value] of Object.entries(entries)) expect(typeof value === 'string' && value.trim(), `${tag} ${key}`).toBeTruthy();
    }
  });
});
