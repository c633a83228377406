import { blockSchemaId, type JsonSchema, type SchemaSet } from '../../src/engine/lazy/validation';

/** Where a prop sits inside a block's props: property names, `EACH_ITEM` for every item of an array. */
export type PropPath = readonly string[];
export const EACH_ITEM = '[]';

/** A prop whose schema carries a keyword, with the keyword's meaning there. */
export interface MarkedProp<M> {
  path: PropPath;
  mark: M;
}

/** What a prop's schema says about it: undefined for a prop it does not mark. */
export type ReadMark<M> = (schema: JsonSchema) => M | undefined;

const COMBINATORS = ['allOf', 'anyOf', 'oneOf'] as const;

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Scope {
  /** The document the schema sits in, for `#/…` references, and its `$id`, for relative ones. */
  document: JsonSchema;
  id: string;
}

function resolveRef(ref: string, scope: Scope, documents: ReadonlyMap<string, JsonSchema>): [JsonSchema, Scope] | undefined {
  const [documentUrl = '', pointer = ''] = new URL(ref, scope.id).href.split('#');
  const document = documentUrl === scope.id ? scope.document : documents.get(documentUrl);
  if (!document) return undefined;
  let target: unknown = document;
  for (const token of pointer.split('/').slice(1)) target = isSchema(target) ? target[token.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  return isSchema(target) ? [target, { document, id: documentUrl }] : undefined;
}

interface Walk<M> {
  documents: ReadonlyMap<string, JsonSchema>;
  open: Set<JsonSchema>;
  readMark: ReadMark<M>;
  found: MarkedProp<M>[];
}

function collect<M>(schema: JsonSchema, scope: Scope, path: PropPath, walk: Walk<M>): void {
  // A schema already being walked further up is a recursive reference.
  if (walk.open.has(schema)) return;
  walk.open.add(schema);
  const mark = walk.readMark(schema);
  if (mark !== undefined) walk.found.push({ path, mark });
  if (isSchema(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) if (isSchema(property)) collect(property, scope, [...path, name], walk);
  }
  if (isSchema(schema.items)) collect(schema.items, scope, [...path, EACH_ITEM], walk);
  for (const keyword of COMBINATORS) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) for (const branch of branches) if (isSchema(branch)) collect(branch, scope, path, walk);
  }
  const target = typeof schema.$ref === 'string' ? resolveRef(schema.$ref, scope, walk.documents) : undefined;
  if (target) collect(target[0], target[1], path, walk);
  walk.open.delete(schema);
}

/**
 * Per block type, the props whose schemas `readMark` finds a mark in, following nested objects, array items,
 * combinators and `$ref`s (shared schemas and local `$defs`); types without one are left out.
 */
export function markedProps<M>(schemas: SchemaSet, readMark: ReadMark<M>): Map<string, MarkedProp<M>[]> {
  const documents = new Map(schemas.shared.flatMap((schema) => (typeof schema.$id === 'string' ? [[schema.$id, schema] as const] : [])));
  const marked = new Map<string, MarkedProp<M>[]>();
  for (const [name, schema] of Object.entries(schemas.blocks)) {
    const found: MarkedProp<M>[] = [];
    collect(schema, { document: schema, id: typeof schema.$id === 'string' ? schema.$id : blockSchemaId(name) }, [], { documents, open: new Set(), readMark, found });
    if (found.length > 0) marked.set(name, found);
  }
  return marked;
}
