import type { JsonSchema } from '../../engine/lazy/validation';

/**
 * Turns a schema that `$ref`s shared schemas by URI into one self-contained schema: every `$ref` inlined and every
 * `allOf` of plain object parts merged into its parent. The form library and Monaco's JSON service both resolve only
 * local references, and a flat `properties` map is what a form renders as fields. Validation keeps its meaning: the
 * parts merged are the ones whose properties, required names and annotations simply add up.
 */
export function bundleSchema(schema: JsonSchema, shared: readonly JsonSchema[] = []): JsonSchema {
  const documents = new Map<string, JsonSchema>();
  for (const document of [...shared, schema]) {
    if (typeof document.$id === 'string') documents.set(withoutFragment(document.$id), document);
  }
  const rootBase = typeof schema.$id === 'string' ? withoutFragment(schema.$id) : LOCAL_BASE;
  if (!documents.has(rootBase)) documents.set(rootBase, schema);
  return resolveNode(schema, { base: rootBase, document: schema, documents, seen: [] }) as JsonSchema;
}

/** Base for a root schema without `$id`, so its local `#/…` references still resolve. */
const LOCAL_BASE = 'urn:confsite:local-schema';

/** Keywords whose values are data, not schemas: never walked. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'required']);
/** Identity keywords that would clash or dangle once a schema is inlined into another. */
const DROPPED_KEYWORDS = new Set(['$id', '$schema', '$defs', 'definitions', '$comment', '$anchor']);
/** Keywords an `allOf` part may carry and still be merged into its parent without changing what validates. */
const MERGEABLE_KEYWORDS = new Set(['type', 'properties', 'required', 'title', 'description']);

interface Scope {
  /** Absolute URI of the document being read, for resolving relative references. */
  base: string;
  /** That document, for `#/…` pointers. */
  document: JsonSchema;
  documents: ReadonlyMap<string, JsonSchema>;
  /** References being expanded on the way here; meeting one again is a cycle. */
  seen: readonly string[];
}

function withoutFragment(uri: string): string {
  return uri.split('#')[0] ?? uri;
}

function isSchemaObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointerGet(document: JsonSchema, pointer: string, reference: string): unknown {
  if (pointer === '' || pointer === '/') return document;
  let current: unknown = document;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isSchemaObject(current) && !Array.isArray(current)) throw new Error(`Schema reference ${reference} points at nothing`);
    current = (current as Record<string, unknown>)[segment];
    if (current === undefined) throw new Error(`Schema reference ${reference} points at nothing`);
  }
  return current;
}

function resolveReference(reference: string, scope: Scope): JsonSchema {
  const absolute = new URL(reference, scope.base).href;
  if (scope.seen.includes(absolute)) throw new Error(`Schema reference ${reference} is circular and cannot be inlined`);
  const [documentUri = '', pointer = ''] = absolute.split('#');
  const document = documentUri === scope.base ? scope.document : scope.documents.get(documentUri);
  if (!document) throw new Error(`Schema reference ${reference} names an unknown schema (${documentUri})`);
  const target = pointerGet(document, pointer, reference);
  if (!isSchemaObject(target)) throw new Error(`Schema reference ${reference} does not point at a schema`);
  return resolveNode(target, { ...scope, base: documentUri, document, seen: [...scope.seen, absolute] }) as JsonSchema;
}

function resolveNode(node: unknown, scope: Scope): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveNode(item, scope));
  if (!isSchemaObject(node)) return node;
  const inner = typeof node.$id === 'string' ? { ...scope, base: withoutFragment(new URL(node.$id, scope.base).href), document: node } : scope;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYWORDS.has(key) || key === '$ref') continue;
    result[key] = DATA_KEYWORDS.has(key) || key.startsWith('x-') ? value : resolveNode(value, inner);
  }
  const merged = typeof node.$ref === 'string' ? withReference(result, resolveReference(node.$ref, inner)) : result;
  return Array.isArray(merged.allOf) ? flattenAllOf(merged) : merged;
}

function mergeable(part: JsonSchema, parent: JsonSchema): boolean {
  if (!Object.keys(part).every((key) => MERGEABLE_KEYWORDS.has(key) || key.startsWith('x-'))) return false;
  if (part.type !== undefined && part.type !== 'object') return false;
  if (parent.type !== undefined && parent.type !== 'object') return false;
  const parentProperties = isSchemaObject(parent.properties) ? parent.properties : {};
  const partProperties = isSchemaObject(part.properties) ? part.properties : {};
  // The same property described twice must satisfy both descriptions: that stays an allOf.
  return Object.keys(partProperties).every((name) => !Object.hasOwn(parentProperties, name));
}

/** Lays each part's properties and required names over the parent's (the parent's own title and description win). */
function mergeParts(parent: JsonSchema, parts: readonly JsonSchema[]): JsonSchema {
  const kept: JsonSchema[] = [];
  let merged: JsonSchema = { ...parent };
  for (const part of parts) {
    if (!mergeable(part, merged)) {
      kept.push(part);
      continue;
    }
    const { properties, required, type, title, description, ...hints } = part;
    merged = {
      ...hints,
      ...merged,
      ...(type === undefined && merged.type === undefined ? {} : { type: 'object' }),
      ...(title === undefined || merged.title !== undefined ? {} : { title }),
      ...(description === undefined || merged.description !== undefined ? {} : { description }),
    };
    if (isSchemaObject(properties)) merged.properties = { ...(isSchemaObject(merged.properties) ? merged.properties : {}), ...properties };
    if (Array.isArray(required)) merged.required = [...new Set([...(Array.isArray(merged.required) ? merged.required : []), ...required])];
  }
  if (kept.length === 0) return merged;
  return { ...merged, allOf: [...(Array.isArray(merged.allOf) ? merged.allOf : []), ...kept] };
}

/** A `$ref` alone is its target; keywords beside it (allowed since 2019-09) must hold as well. */
function withReference(siblings: JsonSchema, target: JsonSchema): JsonSchema {
  return Object.keys(siblings).length === 0 ? target : mergeParts(siblings, [target]);
}

function flattenAllOf(schema: JsonSchema): JsonSchema {
  const { allOf, ...rest } = schema;
  return mergeParts(rest, (allOf as unknown[]).filter(isSchemaObject));
}
