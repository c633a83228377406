import { isTranslationKey } from '../../engine/translation-keys';
import type { JsonSchema } from '../../engine/lazy/validation';

/** Where a value sits inside a block's props: property names and list indexes from the top. */
export type PropPath = readonly (string | number)[];

/**
 * A text of a block that meta-edit mode offers: a translation key (its text is edited per language), or plain text
 * that a schema marks as translatable (`x-editor: translation`), which can be turned into a new key.
 */
export interface TextField {
  path: PropPath;
  value: string;
  kind: 'key' | 'plain';
}

const PART_KEYWORDS = ['allOf', 'anyOf', 'oneOf'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A schema with the parts of its combinators, which describe the same value. */
function withParts(schema: JsonSchema): JsonSchema[] {
  const parts = PART_KEYWORDS.flatMap((keyword) => {
    const list = schema[keyword];
    return Array.isArray(list) ? list.filter(isObject).flatMap(withParts) : [];
  });
  return [schema, ...parts];
}

/** The schemas describing one step down (a property or a list item) from the value `schemas` describe. */
function stepInto(schemas: readonly JsonSchema[], step: string | number): JsonSchema[] {
  return schemas
    .flatMap(withParts)
    .flatMap((schema) => {
      if (typeof step === 'string') return isObject(schema.properties) ? [schema.properties[step]] : [];
      const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems[step] : undefined;
      return [prefix ?? schema.items];
    })
    .filter(isObject);
}

const marksTranslation = (schemas: readonly JsonSchema[]) => schemas.flatMap(withParts).some((schema) => schema['x-editor'] === 'translation');

/**
 * Every text of a block's props, in document order, found recursively through objects and lists: values that are
 * translation keys wherever they sit, and plain strings the (self-contained) schema marks as translatable.
 * Empty plain strings are left out: there is nothing to translate yet.
 */
export function findTextFields(props: Readonly<Record<string, unknown>>, schema?: JsonSchema): TextField[] {
  const found: TextField[] = [];
  const visit = (value: unknown, path: PropPath, schemas: readonly JsonSchema[]) => {
    if (typeof value === 'string') {
      const filled = value.trim() !== '';
      const kind = isTranslationKey(value) ? 'key' : filled && marksTranslation(schemas) ? 'plain' : null;
      if (kind) found.push({ path, value, kind });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, index], stepInto(schemas, index)));
    } else if (isObject(value)) {
      for (const [name, member] of Object.entries(value)) visit(member, [...path, name], stepInto(schemas, name));
    }
  };
  visit(props, [], schema ? [schema] : []);
  return found;
}

/** `headingButtons[0].label` */
export function pathLabel(path: PropPath): string {
  return path.map((step, index) => (typeof step === 'number' ? `[${step}]` : index === 0 ? step : `.${step}`)).join('');
}

/** A copy of `root` with `value` at `path` (objects and lists on the way copied, nothing else touched). */
export function withValueAt(root: unknown, path: PropPath, value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (typeof step === 'number') {
    const list = Array.isArray(root) ? [...(root as unknown[])] : [];
    list[step] = withValueAt(list[step], rest, value);
    return list;
  }
  const object = isObject(root) ? root : {};
  return { ...object, [step]: withValueAt(object[step], rest, value) };
}

/**
 * A key for a text that becomes translatable: page, phase, block id and prop path, so keys stay unique and
 * pushing the page to the next phase moves them along (it rewrites the phase segment).
 */
export function suggestKey({ page, phase, contentId, path }: { page: string; phase: string; contentId: string; path: PropPath }): string {
  const segment = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'text';
  return ['translate', page, phase, contentId, ...path.map(String)].map((part, index) => (index === 0 ? part : segment(part))).join('.');
}
