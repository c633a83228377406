import fc, { type Arbitrary } from 'fast-check';

/** The part of JSON Schema 2020-12 the API's request schemas use. */
export interface Schema {
  $id?: string;
  $ref?: string;
  $defs?: Record<string, Schema>;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  maxProperties?: number;
  items?: Schema;
  maxItems?: number;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

/**
 * Strings the server itself answered with (ids, languages, page names, phases, setting names): random text rarely hits
 * an existing session or page, and requests that name real things reach the code behind the lookups.
 */
export interface KnownWords {
  all: readonly string[];
  /** By the property name they were found under: a field named `phase` gets phases, a `name` setting names. */
  byKey: ReadonlyMap<string, readonly string[]>;
}

export interface SchemaValueOptions {
  /** Every schema a `$ref` may name, by `$id`. */
  shared: Record<string, Schema>;
  words: KnownWords;
}

/** Arrays and strings stay short: the point is many different requests, not a few large ones. */
const MAX_ITEMS = 4;
const MAX_TEXT = 24;

/**
 * Characters of free text: mostly printable, now and then one that storage, escaping or normalisation trips over (controls,
 * quotes, a lone surrogate, a combining mark, a byte-order mark, right-to-left override, a character beyond the BMP).
 */
const TEXT_UNITS = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 6 },
  { arbitrary: fc.constantFrom('\t', '\n', '\x7F', '"', "'", '\\', '\uD800', '\uDFFF', '\u0301', '\uFEFF', '\u202E', '\u{1F4A5}'), weight: 1 },
);

/** Any JSON, for a schema that allows anything (a setting's value, a block's props); text as often as all else. */
const ANY_JSON = fc.oneof(fc.string({ unit: TEXT_UNITS, maxLength: MAX_TEXT }), fc.jsonValue({ maxDepth: 2, stringUnit: TEXT_UNITS }));

const pointerIn = (document: Schema, pointer: string): Schema =>
  pointer
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')], document) as Schema;

/** The schema a `$ref` names (or `schema` itself), and the document further local refs inside it resolve against. */
export function dereference(schema: Schema, shared: Record<string, Schema>, document: Schema = schema): { schema: Schema; document: Schema } {
  if (!schema.$ref) return { schema, document };
  const [id = '', pointer = ''] = schema.$ref.split('#');
  const target = id ? shared[id] : document;
  if (!target) throw new Error(`No shared schema ${id}`);
  return dereference(pointerIn(target, pointer), shared, target);
}

/** Whether a string keeps the schema's string rules: length in code points, pattern, date-time format. */
function stringFits(schema: Schema): (text: string) => boolean {
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  return (text) =>
    [...text].length >= (schema.minLength ?? 0) &&
    [...text].length <= (schema.maxLength ?? Infinity) &&
    (!pattern || pattern.test(text)) &&
    (schema.format !== 'date-time' || !Number.isNaN(Date.parse(text)));
}

function stringValues(schema: Schema, words: KnownWords, key: string | undefined): Arbitrary<string> {
  const fits = stringFits(schema);
  const text = fc.string({ unit: TEXT_UNITS, minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT) });
  const made =
    schema.format === 'date-time'
      ? fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString())
      : schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern), { maxLength: Math.max(MAX_TEXT, Math.min(schema.maxLength ?? 0, 100)) })
        : text;
  const named = (key === undefined ? [] : (words.byKey.get(key) ?? [])).filter(fits);
  const any = words.all.filter(fits);
  return fc.oneof(
    { arbitrary: made.filter(fits), weight: 2 },
    // Free text where a pattern or format asks for more: a loose pattern (`\S`) still takes it, a strict one answers 400.
    { arbitrary: text, weight: 1 },
    ...(named.length > 0 ? [{ arbitrary: fc.constantFrom(...named), weight: 3 }] : []),
    ...(any.length > 0 ? [{ arbitrary: fc.constantFrom(...any), weight: 1 }] : []),
  );
}

type Of = (child: Schema, key?: string) => Arbitrary<unknown>;

function objectValues(schema: Schema, of: Of, options: SchemaValueOptions): Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const named = fc.record(Object.fromEntries(properties.map(([key, child]) => [key, of(child, key)])), { requiredKeys: required });
  const extra = schema.additionalProperties;
  if (!extra || properties.length > 0) return named;
  const maxKeys = Math.min(schema.maxProperties ?? MAX_ITEMS, MAX_ITEMS);
  const key = fc.oneof(fc.constantFrom(...options.words.all, 'key'), fc.string({ maxLength: MAX_TEXT }));
  return fc.dictionary(key, extra === true ? ANY_JSON : of(extra), { maxKeys, noNullPrototype: true });
}

/** Values of one JSON type the schema allows; `key` is the property (or path parameter) they are for. */
function valuesOfType(type: string, schema: Schema, key: string | undefined, of: Of, options: SchemaValueOptions): Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringValues(schema, options.words, key);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? of(schema.items, key) : ANY_JSON, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS),
      });
    case 'object':
      return objectValues(schema, of, options);
    default:
      throw new Error(`No generator for JSON type ${type}`);
  }
}

/** Where a schema sits: the document its local `$ref`s resolve against, and the property name it is the value of. */
export interface SchemaPlace {
  document?: Schema;
  key?: string | undefined;
}

/**
 * Values the schema accepts, most of the time: its types, required and optional properties, enums, lengths and
 * patterns, with known words wherever they fit. Used as the starting point that hostile mutations then break.
 */
export function schemaValues(schema: Schema, options: SchemaValueOptions, { document = schema, key }: SchemaPlace = {}): Arbitrary<unknown> {
  if (schema.$ref) {
    const target = dereference(schema, options.shared, document);
    return schemaValues(target.schema, options, { document: target.document, key });
  }
  const of: Of = (child, childKey = key) => schemaValues(child, options, { document, key: childKey });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => of(branch)));
  const types = [schema.type ?? []].flat();
  if (types.length === 0) return schema.properties ? objectValues(schema, of, options) : ANY_JSON;
  return fc.oneof(...types.map((type) => valuesOfType(type, schema, key, of, options)));
}
