import { describe, expect, it } from 'vitest';
import { findTextFields, pathLabel, suggestKey, withValueAt, type TextField } from '../../src/editor/meta/text-fields';
import { bundleSchema } from '../../src/editor/forms/schema-bundle';
import { isTranslationKey } from '../../src/engine';

const translatable = { type: 'string', 'x-editor': 'translation' };
const schema = {
  type: 'object',
  properties: {
    heading: translatable,
    url: { type: 'string', 'x-editor': 'url' },
    buttons: { type: 'array', items: { type: 'object', properties: { label: translatable, href: { type: 'string' } } } },
    tabs: { type: 'array', prefixItems: [{ type: 'object', properties: { title: translatable } }] },
    teaser: { allOf: [{ type: 'object', properties: { text: translatable } }] },
  },
};

describe('the texts of a block: keys anywhere, plain text where the schema marks it translatable', () => {
  it.each<[string, Record<string, unknown>, TextField[]]>([
    ['no props', {}, []],
    ['a key at the top', { heading: 'translate.guide.title' }, [{ path: ['heading'], value: 'translate.guide.title', kind: 'key' }]],
    ['plain text of a translatable prop', { heading: 'Welcome' }, [{ path: ['heading'], value: 'Welcome', kind: 'plain' }]],
    ['plain text of a prop not marked translatable', { url: 'https://example.com' }, []],
    ['a key in a prop the schema does not know', { extra: 'translate.guide.extra' }, [{ path: ['extra'], value: 'translate.guide.extra', kind: 'key' }]],
    ['plain text the schema does not know', { extra: 'Hello' }, []],
    ['an empty translatable prop', { heading: '  ' }, []],
    ['numbers and booleans', { heading: 3, visible: true }, []],
    [
      'keys and plain text inside a list of objects',
      { buttons: [{ label: 'translate.guide.more', href: '/more' }, { label: 'Register', href: 'translate.not-a-text' }] },
      [
        { path: ['buttons', 0, 'label'], value: 'translate.guide.more', kind: 'key' },
        { path: ['buttons', 1, 'label'], value: 'Register', kind: 'plain' },
        { path: ['buttons', 1, 'href'], value: 'translate.not-a-text', kind: 'key' },
      ],
    ],
    ['a tuple item (prefixItems)', { tabs: [{ title: 'Day one' }] }, [{ path: ['tabs', 0, 'title'], value: 'Day one', kind: 'plain' }]],
    ['a property described in an allOf part', { teaser: { text: 'Soon' } }, [{ path: ['teaser', 'text'], value: 'Soon', kind: 'plain' }]],
    ['a list of keys', { lines: ['translate.a.one', 'plain', 'translate.a.two'] }, [
      { path: ['lines', 0], value: 'translate.a.one', kind: 'key' },
      { path: ['lines', 2], value: 'translate.a.two', kind: 'key' },
    ]],
    ['text that only looks like a key', { heading: 'translate.has space' }, [{ path: ['heading'], value: 'translate.has space', kind: 'plain' }]],
  ])('%s', (_story, props, fields) => {
    expect(findTextFields(props, schema)).toEqual(fields);
  });

  it('finds keys without any schema, and no plain text', () => {
    expect(findTextFields({ heading: 'Welcome', body: 'translate.x.body' })).toEqual([{ path: ['body'], value: 'translate.x.body', kind: 'key' }]);
  });

  it('sees hints behind $ref once the schema is bundled', () => {
    const shared = { $id: 'https://confsite.dev/schemas/text.json', type: 'object', properties: { title: translatable } };
    const block = { $id: 'https://confsite.dev/blocks/x/schema.json', allOf: [{ $ref: '../../schemas/text.json' }] };
    expect(findTextFields({ title: 'Hi' }, bundleSchema(block, [shared]))).toEqual([{ path: ['title'], value: 'Hi', kind: 'plain' }]);
  });
});

describe('prop paths', () => {
  it.each<[(string | number)[], string]>([
    [['heading'], 'heading'],
    [['buttons', 0, 'label'], 'buttons[0].label'],
    [['lines', 2], 'lines[2]'],
  ])('%j reads %s', (path, label) => {
    expect(pathLabel(path)).toBe(label);
  });

  it('sets a value deep inside a copy, leaving the original and its other members alone', () => {
    const buttons = [{ label: 'Register', href: '/r' }, { label: 'More' }];
    const next = withValueAt(buttons, [0, 'label'], 'translate.k') as typeof buttons;
    expect(next).toEqual([{ label: 'translate.k', href: '/r' }, { label: 'More' }]);
    expect(buttons[0]?.label).toBe('Register');
    expect(next[1]).toBe(buttons[1]);
  });

  it('replaces the value itself at an empty path', () => {
    expect(withValueAt('Welcome', [], 'translate.k')).toBe('translate.k');
  });
});

describe('the key suggested for a text made translatable', () => {
  it.each<[Parameters<typeof suggestKey>[0], string]>([
    [{ page: 'event-guide', phase: 'pre-event', contentId: 'intro', path: ['heading'] }, 'translate.event-guide.pre-event.intro.heading'],
    [{ page: 'event-guide', phase: 'live', contentId: 'cta_1', path: ['buttons', 0, 'label'] }, 'translate.event-guide.live.cta-1.buttons.0.label'],
    [{ page: 'home', phase: 'live', contentId: '__', path: ['x'] }, 'translate.home.live.text.x'],
  ])('%j → %s, a valid key', (input, key) => {
    expect(suggestKey(input)).toBe(key);
    expect(isTranslationKey(key)).toBe(true);
  });
});
