import { describe, expect, it } from 'vitest';
import { BLOCK_GROUPS, createRegistry, type BlockType } from '../../src/engine/registry';

interface TestProps {
  title: string;
  size?: number;
}

const type = (name: string, overrides: Partial<BlockType<TestProps, string>> = {}): BlockType<TestProps, string> => ({
  name,
  displayName: `translate.base.blocks.${name}`,
  group: 'text',
  schema: { type: 'object' },
  component: `<${name}>`,
  defaults: { title: 'New block' },
  ...overrides,
});

describe('createRegistry: looking block types up', () => {
  const registry = createRegistry([type('hero-blade', { group: 'media', acceptsChildren: false }), type('section-heading'), type('component-group', { group: 'layout', acceptsChildren: true })]);

  it.each<[string, boolean]>([
    ['hero-blade', true],
    ['section-heading', true],
    ['component-group', true],
    ['Hero-Blade', false],
    ['hero', false],
    ['', false],
    ['constructor', false],
    ['__proto__', false],
  ])('has(%j) → %s', (name, expected) => {
    expect(registry.has(name)).toBe(expected);
    expect(registry.get(name) !== undefined).toBe(expected);
  });

  it('get answers the registered type itself', () => {
    expect(registry.get('component-group')).toMatchObject({ name: 'component-group', group: 'layout', acceptsChildren: true, component: '<component-group>' });
  });

  it('list keeps registration order', () => {
    expect(registry.list().map((entry) => entry.name)).toEqual(['hero-blade', 'section-heading', 'component-group']);
  });

  it('accepts block types of different props side by side', () => {
    const plain: BlockType<Record<string, unknown>, string> = { ...type('plain'), defaults: {} };
    const mixed = createRegistry([type('typed'), plain]);
    expect(mixed.list().map((entry) => entry.name)).toEqual(['typed', 'plain']);
    expect(mixed.get('typed')?.defaults).toEqual({ title: 'New block' });
  });

  it('an empty registry knows nothing', () => {
    const empty = createRegistry([]);
    expect(empty.list()).toEqual([]);
    expect(empty.has('hero-blade')).toBe(false);
  });

  it('groups of the palette', () => {
    expect(BLOCK_GROUPS).toEqual(['layout', 'text', 'media', 'navigation', 'page', 'event']);
  });
});

describe('createRegistry: programming errors throw at start-up', () => {
  it('a duplicate name', () => {
    expect(() => createRegistry([type('hero-blade'), type('section-heading'), type('hero-blade')])).toThrow(
      'Block type "hero-blade" is registered twice',
    );
  });

  it.each(['HeroBlade', 'hero_blade', 'hero blade', '1-hero', '-hero', 'héro', '', 'hero.blade', 'hero/blade'])(
    'a name that is not kebab-case: %j',
    (name) => {
      expect(() => createRegistry([type(name)])).toThrow(/must be kebab-case/);
    },
  );

  it.each(['hero', 'hero-blade', 'a', 'agenda-2', 'h1'])('a kebab-case name is fine: %j', (name) => {
    expect(createRegistry([type(name)]).has(name)).toBe(true);
  });
});
