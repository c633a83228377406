import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BlockInstance } from '../../src/engine/content';
import {
  EDITOR_KEYWORDS,
  blockSchemaId,
  createContentValidator,
  type JsonSchema,
  type ValidationIssue,
} from '../../src/engine/lazy/validation';

/** The shared schemas, exactly as the app and the server load them. */
const SCHEMA_DIR = new URL('../../schemas/', import.meta.url);
const shared: JsonSchema[] = readdirSync(SCHEMA_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(new URL(file, SCHEMA_DIR), 'utf8')) as JsonSchema);

const sharedId = (name: string): string => `https://confsite.dev/schemas/${name}.json`;

/** A small block type: its own props plus the common wrapper settings, nothing else. */
const testBlock: JsonSchema = {
  $id: 'https://confsite.dev/blocks/test-block/schema.json',
  type: 'object',
  allOf: [{ $ref: '../../schemas/wrapper-settings.json' }],
  properties: {
    title: { type: 'string', maxLength: 20, 'x-editor': 'translation', 'x-label': 'translate.test.title', 'x-order': 1 },
    size: { type: 'string', enum: ['s', 'm'], 'x-enumLabels': { s: 'Small', m: 'Medium' }, 'x-group': 'layout' },
    count: { type: 'integer', minimum: 0, 'x-help': 'How many', 'x-hidden': false },
  },
  required: ['title'],
  unevaluatedProperties: false,
};

/** A block built like the real section heading: wrapper settings + heading fields (which $ref button.json). */
const headingBlock: JsonSchema = {
  $id: blockSchemaId('heading-block'),
  type: 'object',
  allOf: [{ $ref: '../../schemas/wrapper-settings.json' }, { $ref: '../../schemas/heading.json' }],
  unevaluatedProperties: false,
};

const validator = createContentValidator({ shared, blocks: { 'test-block': testBlock, 'heading-block': headingBlock } });

const paths = (issues: readonly ValidationIssue[]): string[] => [...new Set(issues.map((issue) => issue.path))].sort();

const block = (contentId: string, props: Record<string, unknown> = { title: 'Hi' }, extra: Partial<BlockInstance> = {}): BlockInstance => ({
  component: 'test-block',
  contentId,
  key: contentId,
  props,
  ...extra,
});

describe('the shared schemas', () => {
  it('are all loaded, each with the id of its file name, and compile in strict mode', () => {
    const files = readdirSync(SCHEMA_DIR).filter((file) => file.endsWith('.json'));
    expect(shared.map((schema) => schema.$id).sort()).toEqual(files.map((file) => sharedId(file.replace(/\.json$/, ''))).sort());
    expect(shared.map((schema) => schema.$id)).toEqual(expect.arrayContaining(['block-instance', 'page-save', 'permissions', 'session'].map(sharedId)));
    for (const schema of shared) expect(() => validator.validate(schema.$id as string, {})).not.toThrow();
  });

  it('a block schema id lives under blocks/{name}/', () => {
    expect(blockSchemaId('test-block')).toBe('https://confsite.dev/blocks/test-block/schema.json');
  });
});

describe('validateProps: a block with the wrapper settings', () => {
  it.each<[string, unknown, string[]]>([
    ['only the required prop', { title: 'Hi' }, []],
    ['every own prop', { title: 'Hi', size: 'm', count: 3 }, []],
    ['each width shorthand', { title: 'Hi', wrapperWidth: 33 }, []],
    ['per-device widths', { title: 'Hi', wrapperWidth: { mobile: 100, tablet: 50, desktop: 25 } }, []],
    ['wrapper settings of every kind', {
      title: 'Hi',
      wrapperMargin: '0 auto',
      wrapperBackgroundRepeat: 'no-repeat',
      wrapperBackgroundOpacity: 0.5,
      wrapperClass: 'dark wide_1',
      wrapperAnchorLink: 'back-to-top',
      hideOnMobile: true,
      isDisabled: false,
    }, []],
    ['an anchor link object', { title: 'Hi', wrapperAnchorLink: { anchor: 'top', text: 'Back' } }, []],
    ['missing required prop', {}, ['/title']],
    ['unknown prop', { title: 'Hi', colour: 'red' }, ['/colour']],
    ['two unknown props', { title: 'Hi', colour: 'red', Title: 'x' }, ['/Title', '/colour']],
    ['a width that is not a choice', { title: 'Hi', wrapperWidth: 40 }, ['/wrapperWidth']],
    ['a width as text', { title: 'Hi', wrapperWidth: '50' }, ['/wrapperWidth']],
    ['a device width above 100', { title: 'Hi', wrapperWidth: { desktop: 120 } }, ['/wrapperWidth', '/wrapperWidth/desktop']],
    ['an unknown device', { title: 'Hi', wrapperWidth: { watch: 10 } }, ['/wrapperWidth', '/wrapperWidth/watch']],
    ['an anchor link without anchor', { title: 'Hi', wrapperAnchorLink: { text: 'x' } }, ['/wrapperAnchorLink', '/wrapperAnchorLink/anchor']],
    ['a class with forbidden characters', { title: 'Hi', wrapperClass: 'a;b' }, ['/wrapperClass']],
    ['opacity above 1', { title: 'Hi', wrapperBackgroundOpacity: 2 }, ['/wrapperBackgroundOpacity']],
    ['a title too long', { title: 'x'.repeat(21) }, ['/title']],
    ['a value outside the enum', { title: 'Hi', size: 'xl' }, ['/size']],
    ['a fraction for an integer', { title: 'Hi', count: 1.5 }, ['/count']],
    ['a negative count', { title: 'Hi', count: -1 }, ['/count']],
    ['props that are not an object', 'Hi', ['']],
    ['props that are a list', [{ title: 'Hi' }], ['']],
  ])('%s', (_name, props, expected) => {
    expect(paths(validator.validateProps('test-block', props))).toEqual(expected);
  });

  it('every issue has a message', () => {
    for (const issue of validator.validateProps('test-block', { colour: 1, wrapperWidth: 7 })) {
      expect(issue.message.length).toBeGreaterThan(0);
    }
  });

  it('an unknown block type', () => {
    expect(validator.validateProps('nope', {})).toEqual([{ path: '', message: 'unknown block type "nope"' }]);
  });
});

describe('validateProps: nested shared schemas', () => {
  it.each<[string, unknown, string[]]>([
    ['heading with buttons', { heading: 'translate.home.title', headingLevel: 2, headingButtons: [{ text: 'Go', type: 'ctalink', url: '/x' }] }, []],
    ['heading level out of range', { headingLevel: 7 }, ['/headingLevel']],
    ['a button without text', { headingButtons: [{ text: 'Go' }, { url: '/x' }] }, ['/headingButtons/1/text']],
    ['a button with an unknown field', { headingButtons: [{ text: 'Go', colour: 'red' }] }, ['/headingButtons/0/colour']],
    ['an unknown prop beside both shared schemas', { heading: 'Hi', wrapperWidth: 50, extra: true }, ['/extra']],
  ])('%s', (_name, props, expected) => {
    expect(paths(validator.validateProps('heading-block', props))).toEqual(expected);
  });
});

describe('validateBlocks: problems in a whole page, by JSON Pointer', () => {
  it.each<[string, BlockInstance[], string[]]>([
    ['a valid page', [block('hero'), block('group'), block('card', { title: 'Card' }, { parentId: 'group' })], []],
    ['an empty page', [], []],
    ['a bad width on the second block', [block('hero'), block('card', { title: 'Hi', wrapperWidth: 40 })], ['/blocks/1/props/wrapperWidth']],
    ['an unknown prop', [block('hero', { title: 'Hi', colour: 'red' })], ['/blocks/0/props/colour']],
    ['a missing required prop', [block('a'), block('b', {})], ['/blocks/1/props/title']],
    ['props missing altogether', [{ ...block('a'), props: undefined as unknown as Record<string, unknown> }], ['/blocks/0/props']],
    ['an unknown component', [block('a'), block('b'), { ...block('c'), component: 'nope' }], ['/blocks/2/component']],
    ['a duplicate contentId (the second is flagged)', [block('hero'), block('other'), block('hero')], ['/blocks/2/contentId']],
    ['a missing parent', [block('hero'), block('card', { title: 'Hi' }, { parentId: 'gone' })], ['/blocks/1/parentId']],
    ['its own parent', [block('self', { title: 'Hi' }, { parentId: 'self' })], ['/blocks/0/parentId']],
    ['two blocks nested in each other', [block('x', { title: 'Hi' }, { parentId: 'y' }), block('y', { title: 'Hi' }, { parentId: 'x' })], ['/blocks/0/parentId', '/blocks/1/parentId']],
    ['a parent listed after its child is fine', [block('child', { title: 'Hi' }, { parentId: 'parent' }), block('parent')], []],
    ['several problems at once', [
      block('Hero', { title: 'Hi', wrapperWidth: 1 }),
      { ...block('b'), component: 'gone' },
      block('c', {}, { parentId: 'nowhere' }),
    ], ['/blocks/0/contentId', '/blocks/0/props/wrapperWidth', '/blocks/1/component', '/blocks/2/parentId', '/blocks/2/props/title']],
  ])('%s', (_name, blocks, expected) => {
    expect(paths(validator.validateBlocks(blocks))).toEqual(expected);
  });

  it.each(['Hero', 'hero block', '', '-hero', '_hero', 'héro', 'hero.1'])('an invalid contentId: %j', (contentId) => {
    expect(paths(validator.validateBlocks([block(contentId)]))).toEqual(['/blocks/0/contentId']);
  });

  it.each(['hero', 'hero-1', 'hero_1', '1hero', 'a'])('a valid contentId: %j', (contentId) => {
    expect(validator.validateBlocks([block(contentId)])).toEqual([]);
  });

  it('names a loop of parents', () => {
    const issues = validator.validateBlocks([block('self', { title: 'Hi' }, { parentId: 'self' }), block('x', { title: 'Hi' }, { parentId: 'y' }), block('y', { title: 'Hi' }, { parentId: 'x' })]);
    expect(issues).toEqual([
      { path: '/blocks/0/parentId', message: 'block "self" is nested inside this block' },
      { path: '/blocks/1/parentId', message: 'block "y" is nested inside this block' },
      { path: '/blocks/2/parentId', message: 'block "x" is nested inside this block' },
    ]);
  });

  it('names the problem', () => {
    const issues = validator.validateBlocks([block('a'), block('a'), { ...block('b'), component: 'nope' }, block('c', { title: 'Hi' }, { parentId: 'z' })]);
    expect(issues).toEqual([
      { path: '/blocks/1/contentId', message: 'duplicate id "a"' },
      { path: '/blocks/2/component', message: 'unknown block type "nope"' },
      { path: '/blocks/3/parentId', message: 'no block "z" on this page' },
    ]);
  });
});

describe('validate: any value against a shared schema', () => {
  const envelope = { component: 'test-block', contentId: 'hero', key: 'hero', props: {} };

  it.each<[string, string, unknown, string[]]>([
    ['permissions as strings', 'permissions', { blockedScope: 'a', requireScope: 'b', requiresFeature: 'c', requiresPhaseId: 'live' }, []],
    ['permissions as lists', 'permissions', { requireScope: ['a', 'b'], requiresPhaseId: [] }, []],
    ['a permission as a number', 'permissions', { requireScope: 3 }, ['/requireScope']],
    ['a list with a number', 'permissions', { requiresPhaseId: ['live', 1] }, ['/requiresPhaseId', '/requiresPhaseId/1']],
    ['an unknown permission', 'permissions', { requiredScope: 'a' }, ['/requiredScope']],
    ['a block envelope', 'block-instance', envelope, []],
    ['an envelope with permissions', 'block-instance', { ...envelope, permissions: { blockedScope: ['x'] } }, []],
    ['an envelope missing its key', 'block-instance', { component: 'x', contentId: 'a', props: {} }, ['/key']],
    ['an envelope with a bad component name', 'block-instance', { ...envelope, component: 'Hero' }, ['/component']],
    ['an envelope with a bad permission', 'block-instance', { ...envelope, permissions: { nope: 1 } }, ['/permissions/nope']],
    ['a page save', 'page-save', { env: 'cont', phase: 'live', baseRevision: 3, blocks: [envelope] }, []],
    ['a page save for an unknown environment', 'page-save', { env: 'dev', phase: 'live', baseRevision: 0, blocks: [] }, ['/env']],
    ['a page save with a bad block', 'page-save', { phase: 'live', baseRevision: 0, blocks: [envelope, { ...envelope, extra: 1 }] }, ['/blocks/1/extra']],
    ['a page save missing its revision', 'page-save', { phase: 'live', blocks: [] }, ['/baseRevision']],
    ['a button link', 'button', { text: 'Go', type: 'link', target: '_blank' }, []],
    ['a button with a bad target', 'button', { text: 'Go', target: '_top' }, ['/target']],
  ])('%s', (_name, schema, value, expected) => {
    expect(paths(validator.validate(sharedId(schema), value))).toEqual(expected);
  });

  it('puts a prefix before every path', () => {
    expect(paths(validator.validate(sharedId('permissions'), { requireScope: 3 }, '/blocks/4/permissions'))).toEqual([
      '/blocks/4/permissions/requireScope',
    ]);
  });

  it('an unregistered schema id throws', () => {
    expect(() => validator.validate('https://confsite.dev/schemas/nope.json', {})).toThrow(/is not registered/);
  });
});

describe('strict mode: only the declared x- keywords are allowed', () => {
  const withKeyword = (keyword: string, value: unknown): JsonSchema => ({
    $id: blockSchemaId('kw-block'),
    type: 'object',
    properties: { title: { type: 'string', [keyword]: value } },
  });
  const compile = (schema: JsonSchema) => () => createContentValidator({ shared, blocks: { 'kw-block': schema } });

  it.each<[string, unknown]>([
    ['x-editor', 'richtext'],
    ['x-group', 'content'],
    ['x-order', 3],
    ['x-label', 'translate.base.editor.title'],
    ['x-help', 'Shown under the field'],
    ['x-enumLabels', { a: 'A' }],
    ['x-enumLabels', ['A', 'B']],
    ['x-hidden', true],
    ['x-signed-in-only', true],
    ['x-signed-in-only', '1/requiresAuth'],
  ])('%s: %j is accepted', (keyword, value) => {
    expect(compile(withKeyword(keyword, value))).not.toThrow();
  });

  it('the declared list is the one documented', () => {
    expect([...EDITOR_KEYWORDS].sort()).toEqual([
      'x-defaults', 'x-editor', 'x-enumLabels', 'x-group', 'x-help', 'x-hidden', 'x-label', 'x-order', 'x-palette-group', 'x-signed-in-only',
    ]);
  });

  it('an x- keyword does not change validation', () => {
    const lenient = createContentValidator({ shared, blocks: { 'kw-block': withKeyword('x-hidden', true) } });
    expect(lenient.validateProps('kw-block', { title: 'anything' })).toEqual([]);
    expect(paths(lenient.validateProps('kw-block', { title: 3 }))).toEqual(['/title']);
  });

  it.each<[string, unknown]>([
    ['x-widget', 'color'],
    ['x-editr', 'color'],
    ['widget', 'color'],
    ['maxLenght', 10],
  ])('an unknown keyword %s is rejected', (keyword, value) => {
    expect(compile(withKeyword(keyword, value))).toThrow(/unknown keyword/);
  });

  it('an unknown keyword in a shared schema is rejected too', () => {
    const broken = { $id: 'https://confsite.dev/schemas/broken.json', type: 'object', 'x-colour': 'red' };
    expect(() => createContentValidator({ shared: [...shared, broken], blocks: {} })).toThrow(/unknown keyword/);
  });

  it('other strict rules hold: a type-less minimum is rejected', () => {
    const loose: JsonSchema = { $id: blockSchemaId('kw-block'), type: 'object', properties: { n: { minimum: 1 } } };
    expect(compile(loose)).toThrow(/strict mode/);
  });

  it('a $ref to a missing shared schema is rejected', () => {
    const dangling: JsonSchema = { $id: blockSchemaId('kw-block'), allOf: [{ $ref: '../../schemas/nope.json' }] };
    expect(compile(dangling)).toThrow(/nope\.json/);
  });
});
