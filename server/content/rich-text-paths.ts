import { blockSchemaId, type JsonSchema, type SchemaSet } from '../../src/engine/lazy/validation';

/** Where a prop holding HTML sits inside a block's props: property names, `EACH_ITEM` for every item of an array. */
export type PropPath = readonly string[];
export const EACH_ITEM = '[]';

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

function collect(schema: JsonSchema, scope: Scope, path: PropPath, context: { documents: ReadonlyMap<string, JsonSchema>; open: Set<JsonSchema>; found: PropPath[] }): void {
  // A schema already being walked further up is a recursive reference.
  if (context.open.has(schema)) return;
  context.open.add(schema);
  if (schema['x-editor'] === 'richtext') context.found.push(path);
  if (isSchema(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) if (isSchema(property)) collect(property, scope, [...path, name], context);
  }
  if (isSchema(schema.items)) collect(schema.items, scope, [...path, EACH_ITEM], context);
  for (const keyword of COMBINATORS) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) for (const branch of branches) if (isSchema(branch)) collect(branch, scope, path, context);
  }
  const target = typeof schema.$ref === 'string' ? resolveRef(schema.$ref, scope, context.documents) : undefined;
  if (target) collect(target[0], target[1], path, context);
  context.open.delete(schema);
}

/** The paths of every prop marked `"x-editor": "richtext"`, per block type; types without one are left out. */
export function richTextPaths(schemas: SchemaSet): Map<string, PropPath[]> {
  const documents = new Map(schemas.shared.flatMap((schema) => (typeof schema.$id === 'string' ? [[schema.$id, schema] as const] : [])));
  const paths = new Map<string, PropPath[]>();
  for (const [name, schema] of Object.entries(schemas.blocks)) {
    const found: PropPath[] = [];
    collect(schema, { document: schema, id: typeof schema.$id === 'string' ? schema.$id : blockSchemaId(name) }, [], { documents, open: new Set(), found });
    if (found.length > 0) paths.set(name, found);
  }
  return paths;
}
