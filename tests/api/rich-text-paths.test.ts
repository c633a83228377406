import { describe, expect, it } from 'vitest';
import { EACH_ITEM } from '../../server/content/marked-props';
import { richTextPaths } from '../../server/content/rich-text-paths';
import { fromRoot } from '../../server/paths';
import { loadSchemaSet } from '../../server/schemas/load';

const richtext = { type: 'string', 'x-editor': 'richtext' };

describe('rich-text prop paths', () => {
  it('finds the content block html prop in the real schemas, and nothing in blocks without rich text', async () => {
    const paths = richTextPaths(await loadSchemaSet({ sharedDir: fromRoot('schemas'), blocksDir: fromRoot('blocks') }));
    expect(paths.get('content-block')).toEqual([['html']]);
    expect(paths.has('section-heading')).toBe(false);
  });

  it('follows nested objects, array items, combinators, shared $refs and local $defs', () => {
    const shared = {
      $id: 'https://confsite.dev/schemas/card.json',
      type: 'object',
      properties: { body: richtext, title: { type: 'string' }, self: { $ref: '#' } },
    };
    const block = {
      $id: 'https://confsite.dev/blocks/cards/schema.json',
      allOf: [{ $ref: '../../schemas/card.json' }],
      $defs: { note: { type: 'object', properties: { text: richtext } } },
      properties: {
        cards: { type: 'array', items: { $ref: '../../schemas/card.json' } },
        footer: { type: 'object', properties: { note: { $ref: '#/$defs/note' } } },
        plain: { type: 'string' },
      },
    };
    expect(richTextPaths({ shared: [shared], blocks: { cards: block } }).get('cards')).toEqual([
      ['cards', EACH_ITEM, 'body'],
      ['footer', 'note', 'text'],
      ['body'],
    ]);
  });
});
