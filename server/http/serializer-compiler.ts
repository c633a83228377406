import { createHash } from 'node:crypto';
import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import type { JsonSchema } from '../../src/engine/lazy/validation';

type Serialiser = (data: unknown) => string;

// Where a route schema without an `$id` resolves a relative `$ref`: nowhere among the registered contracts.
const NO_BASE = 'route:/';

// Per process: every app built in it (the tests build a hundred or more) registers the same contracts, so a schema's
// serialiser is compiled once for all of them.
const compiled = new Map<string, Serialiser>();

// fast-json-stringify's Schema type wants an object schema to name its `type`; contracts are any JSON Schema 2020-12.
const asBuildSchema = (schema: JsonSchema): Schema => schema as unknown as Schema;

/** The schemas a node names by `$ref`, resolved against the `$id` it is under, without their fragments. */
function collectRefs(node: unknown, base: string, found: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, base, found);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const here = typeof record.$id === 'string' ? new URL(record.$id, base).href : base;
  if (typeof record.$ref === 'string') found.add(new URL(record.$ref, here).href.split('#')[0] as string);
  for (const [key, value] of Object.entries(record)) if (key !== 'const' && key !== 'enum' && key !== 'default' && key !== 'examples') collectRefs(value, here, found);
}

/** The registered contracts `schema` reaches through `$ref`, directly or through each other, by `$id`. */
function reachedSchemas(schema: JsonSchema, registered: Readonly<Record<string, JsonSchema>>): Record<string, Schema> {
  const reached: Record<string, Schema> = {};
  const pending = new Set<string>();
  collectRefs(schema, NO_BASE, pending);
  for (const id of pending) {
    const found = registered[id];
    if (!found || id in reached || id === schema.$id) continue;
    reached[id] = asBuildSchema(found);
    collectRefs(found, id, pending);
  }
  return reached;
}

const fingerprint = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * The serialiser of an answer's schema (fast-json-stringify, as Fastify's own), given only the contracts it reaches:
 * fast-json-stringify checks every schema it is given on every build, and giving it all of them made compiling the
 * routes' serialisers most of a server's start.
 */
export function serialiserOf(schema: JsonSchema, registered: Readonly<Record<string, JsonSchema>>, registeredPrint = fingerprint(registered)): Serialiser {
  const key = `${registeredPrint}:${JSON.stringify(schema)}`;
  let serialise = compiled.get(key);
  if (!serialise) {
    serialise = fastJson(asBuildSchema(schema), { schema: reachedSchemas(schema, registered) }) as Serialiser;
    compiled.set(key, serialise);
  }
  return serialise;
}

/** Fastify's response serialiser compiler over the shared contracts (registered by `$id`). */
export function createSerializerCompiler(shared: readonly JsonSchema[]): FastifySerializerCompiler<JsonSchema> {
  const registered = Object.fromEntries(shared.map((schema) => [schema.$id as string, schema]));
  const registeredPrint = fingerprint(registered);
  return ({ schema }) => serialiserOf(schema, registered, registeredPrint);
}
