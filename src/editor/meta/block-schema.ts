import type { JsonSchema } from '../../engine/lazy/validation';
import { bundleSchema } from '../forms/schema-bundle';

// The shared schemas themselves, not the forms' schema library: that one brings Ajv, which meta-edit mode never needs.
const modules = import.meta.glob<JsonSchema>('../../../schemas/*.json', { eager: true, import: 'default' });
const SHARED: readonly JsonSchema[] = Object.values(modules);

const bundles = new WeakMap<JsonSchema, JsonSchema | undefined>();

/**
 * A block type's props schema with shared schemas inlined (cached), so `x-editor` hints behind `$ref`s are seen.
 * A schema that cannot be inlined answers undefined: its keys are still found, only plain texts are not offered.
 */
export function textSchemaOf(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  if (!bundles.has(schema)) {
    try {
      bundles.set(schema, bundleSchema(schema, SHARED));
    } catch (error) {
      console.warn('Block schema could not be inlined for meta-edit mode', error);
      bundles.set(schema, undefined);
    }
  }
  return bundles.get(schema);
}
