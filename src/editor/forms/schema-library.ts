import type { BlockRegistry } from '../../engine/registry';
import { createContentValidator, SCHEMA_BASE, type ContentValidator, type JsonSchema } from '../../engine/lazy/validation';
import { blockSchemaOf } from '../../../blocks/shared/lazy/block-schemas';
import { bundleSchema } from './schema-bundle';

const modules = import.meta.glob<JsonSchema>('../../../schemas/*.json', { eager: true, import: 'default' });

/** The shared schemas of `schemas/` (wrapper settings, heading, button, permissions, block envelope, …). */
export const SHARED_SCHEMAS: readonly JsonSchema[] = Object.values(modules);

export const BLOCK_INSTANCE_SCHEMA_ID = `${SCHEMA_BASE}schemas/block-instance.json`;
export const PERMISSIONS_SCHEMA_ID = `${SCHEMA_BASE}schemas/permissions.json`;

function sharedSchema(id: string): JsonSchema {
  const schema = SHARED_SCHEMAS.find((entry) => entry.$id === id);
  if (!schema) throw new Error(`Shared schema ${id} is missing from schemas/`);
  return schema;
}

const bundles = new WeakMap<JsonSchema, JsonSchema>();

/** A block type's props schema with the shared schemas inlined (cached per schema object). */
export function bundledSchema(schema: JsonSchema): JsonSchema {
  let bundle = bundles.get(schema);
  if (!bundle) {
    bundle = bundleSchema(schema, SHARED_SCHEMAS);
    bundles.set(schema, bundle);
  }
  return bundle;
}

const formSchemas = new Map<string, JsonSchema>();

/**
 * The schema of block type `name`'s settings form: bundled, with an id of its own. The form library re-derives the
 * schema object on every change; without an id its validator compiled the schema again on each keystroke.
 */
export function formSchemaOf(name: string, schema: JsonSchema): JsonSchema {
  let form = formSchemas.get(name);
  if (!form) {
    form = { ...bundledSchema(schema), $id: `urn:confsite:block-form:${name}` };
    formSchemas.set(name, form);
  }
  return form;
}

/** The whole block instance (envelope and props) for one block type, self-contained, for Monaco's JSON service. */
export function blockInstanceSchema(propsSchema: JsonSchema): JsonSchema {
  const envelope = bundledSchema(sharedSchema(BLOCK_INSTANCE_SCHEMA_ID));
  const properties = envelope.properties as Record<string, JsonSchema>;
  return { ...envelope, properties: { ...properties, props: { ...bundledSchema(propsSchema), type: 'object' } } };
}

/** The block permissions schema, self-contained. */
export function permissionsSchema(): JsonSchema {
  return bundledSchema(sharedSchema(PERMISSIONS_SCHEMA_ID));
}

const validators = new WeakMap<BlockRegistry<unknown>, ContentValidator>();

/** The server's own rules (strict Ajv 2020-12 with the shared schemas) for the registry's block types. */
export function contentValidatorFor(registry: BlockRegistry<unknown>): ContentValidator {
  let validator = validators.get(registry);
  if (!validator) {
    const blocks = Object.fromEntries(registry.list().map((type) => [type.name, blockSchemaOf(type) ?? {}] as const));
    validator = createContentValidator({ shared: SHARED_SCHEMAS, blocks });
    validators.set(registry, validator);
  }
  return validator;
}
