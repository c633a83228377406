import type { JsonSchema } from '../../../src/engine';

// Only the editor, stories and tests import this: attendees draw blocks without ever downloading their schemas.
const modules = import.meta.glob<JsonSchema>('../../*/schema.json', { eager: true, import: 'default' });
const byName = new Map(Object.entries(modules).map(([path, schema]) => [path.split('/').at(-2) ?? '', schema]));

/** The props schema of a block type (`blocks/{name}/schema.json`), the one source of its form, JSON editing and checks. */
export function blockSchemaOf(type: { name: string; schema?: JsonSchema | undefined }): JsonSchema | undefined {
  return type.schema ?? byName.get(type.name);
}
