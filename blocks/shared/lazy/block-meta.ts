import type { BlockGroup, BlockType } from '../../../src/engine/registry';
import { blockSchemaOf } from './block-schemas';

type Described = Pick<BlockType<never>, 'name' | 'schema' | 'displayName' | 'group'>;

/** The block type's name in the palette and the settings panel: a translation key. */
export const blockDisplayName = (type: Described): string => type.displayName ?? `translate.base.blocks.${type.name}.name`;

/** The palette group of a block type: its schema's `x-palette-group` (a test block may name its own). */
export function blockGroup(type: Described): BlockGroup | undefined {
  return type.group ?? (blockSchemaOf(type)?.['x-palette-group'] as BlockGroup | undefined);
}

/**
 * The props of a freshly added block of this type: its schema's `x-defaults` (a test block may carry its own). Kept in
 * the schema, with the rest of what only the editor needs, so that attendees never download them.
 */
export function blockDefaults<P>(type: Pick<BlockType<P>, 'name' | 'schema' | 'defaults'>): Partial<P> {
  return type.defaults ?? ((blockSchemaOf(type)?.['x-defaults'] ?? {}) as Partial<P>);
}
