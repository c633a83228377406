import type { JsonSchema } from './lazy/validation';

/** Groups of the add-block palette. */
export const BLOCK_GROUPS = ['layout', 'text', 'media', 'navigation', 'page', 'event'] as const;
export type BlockGroup = (typeof BLOCK_GROUPS)[number];

/**
 * A registered block type. `TComponent` is the renderer's component type (a React component in the app);
 * the engine never looks inside it. The props' single source of truth, the JSON Schema, normally lives in
 * `blocks/{name}/schema.json` and is not part of the type: the server reads it from disk and the editor's own chunk
 * bundles it, so attendees never download the schemas of every block type. What only the editor needs (palette group,
 * a new block's props) lives in that schema too (`x-palette-group`, `x-defaults`; see blocks/shared/lazy/block-meta.ts).
 */
export interface BlockType<TProps = Record<string, unknown>, TComponent = unknown> {
  /** Registered name, used as `component` in block instances (kebab-case). */
  name: string;
  /** Only for a type without a `blocks/{name}/schema.json` (test blocks): its props schema. */
  schema?: JsonSchema;
  /** Only for a test block: the palette's name (default `translate.base.blocks.{name}.name`). */
  displayName?: string;
  /** Only for a test block: its palette group (else the schema's `x-palette-group`). */
  group?: BlockGroup;
  /** Only for a test block: a new block's props (else the schema's `x-defaults`). */
  defaults?: Partial<TProps>;
  component: TComponent;
  /** True when the block renders its nested blocks (`parentId` children). */
  acceptsChildren?: boolean;
}

export interface BlockRegistry<TComponent = unknown> {
  get(name: string): BlockType<Record<string, unknown>, TComponent> | undefined;
  has(name: string): boolean;
  list(): BlockType<Record<string, unknown>, TComponent>[];
}

/**
 * A block type whatever its props, as the registry accepts it (the registry never looks at props).
 * `BlockType<never>` does not serve: `defaults: Partial<never>` is `never`, so no real block type would be assignable.
 */
export type AnyBlockType<TComponent = unknown> = Omit<BlockType<never, TComponent>, 'defaults'> & { defaults?: object };

/** Builds a registry; a duplicate name is a programming error and throws at start-up. */
export function createRegistry<TComponent>(types: readonly AnyBlockType<TComponent>[]): BlockRegistry<TComponent> {
  const byName = new Map<string, BlockType<Record<string, unknown>, TComponent>>();
  for (const type of types) {
    if (byName.has(type.name)) throw new Error(`Block type "${type.name}" is registered twice`);
    if (!/^[a-z][a-z0-9-]*$/.test(type.name)) throw new Error(`Block type name "${type.name}" must be kebab-case`);
    byName.set(type.name, type as unknown as BlockType<Record<string, unknown>, TComponent>);
  }
  return {
    get: (name) => byName.get(name),
    has: (name) => byName.has(name),
    list: () => [...byName.values()],
  };
}
