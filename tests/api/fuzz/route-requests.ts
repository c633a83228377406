import fc, { type Arbitrary } from 'fast-check';
import { hostileTexts, hostileValues, mutated } from './hostile-values';
import { dereference, schemaValues, type Schema, type SchemaValueOptions } from './schema-values';

export type Persona = 'anonymous' | 'attendee' | 'contenteditor' | 'siteeditor';

/**
 * How a signed-in persona's token travels: a Bearer header, the session cookie from one of the site's own pages, or
 * the session cookie on a request another site's page made (which must be refused, never crash).
 */
export type Credentials = 'bearer' | 'cookie' | 'cross-site cookie';

/** One method of one registered route, with the request schemas Fastify validates it with. */
export interface FuzzRoute {
  method: string;
  url: string;
  schema: { params?: Schema; querystring?: Schema; body?: Schema; headers?: Schema };
  /** Who its access rule lets through: they get most of its requests, since everyone else is refused before the handler. */
  admitted: readonly Persona[];
}

export const ALL_PERSONAS: readonly Persona[] = ['anonymous', 'attendee', 'contenteditor', 'siteeditor'];

export interface FuzzRequest {
  method: string;
  url: string;
  persona: Persona;
  credentials: Credentials;
  /** Without the persona's credentials, which the runner adds. */
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Path segments sent as they are: traversal, NUL and invalid percent-encodings must not reach a handler undecoded. */
const RAW_SEGMENTS = ['..', '.', '%2e%2e', '%2e%2e%2f%2e%2e%2fetc', '%00', 'a%00b', '%', '%ZZ', '%C0%AF', '%ED%A0%80', '%FF', 'a%2Fb', ';x', '', '~'];

/** Query strings no form would write: broken escapes, repeated and bracketed keys, prototype names, thousands of keys. */
const RAW_QUERIES = ['%', 'a=%ZZ', 'env=%00', 'env=cont&env=prod', 'env[]=cont', '__proto__[env]=prod', 'constructor=1', '&&&=&', `${'x=1&'.repeat(2_000)}y=2`];

/** A percent-encoding that also takes lone surrogates (as their UTF-8 replacement), which encodeURIComponent refuses. */
const encodeSegment = (text: string) => [...Buffer.from(text)].map((byte) => (/[\w.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`)).join('');

const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const GIF = Buffer.from('GIF89a');

/** A body with the content type it claims, or does not match. */
interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

const JSON_TYPE = 'application/json';

/** Anything but a well-formed JSON body: none, empty, broken JSON, other media types, image bytes. */
const oddBodies: Arbitrary<Body> = fc.oneof(
  fc.constant({}),
  fc.constant({ contentType: JSON_TYPE, payload: '' }),
  fc.constantFrom('{"a":', '[1,2', '{"a":1}x', 'nul', '\0', '{"a":"\\u0000"}', '"\\ud800"', '{"__proto__":{"x":1}}').map((payload) => ({ contentType: JSON_TYPE, payload })),
  fc
    .tuple(
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', 'application/json, text/plain', '*/*', 'image/png', ''),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(([contentType, value]) => ({ contentType, payload: JSON.stringify(value) ?? '' })),
  fc
    .tuple(fc.constantFrom(['image/png', PNG], ['image/jpeg', JPEG], ['image/gif', GIF], ['application/octet-stream', Buffer.alloc(0)]), fc.uint8Array({ maxLength: 64 }))
    .map(([[contentType, magic], bytes]) => ({ contentType, payload: Buffer.concat([magic, bytes]) })),
);

function values(schema: Schema | undefined, options: SchemaValueOptions): Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), hostileValues);
  const valid = schemaValues(schema, options);
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: mutated(valid), weight: 3 }, { arbitrary: hostileValues, weight: 1 });
}

function bodies(route: FuzzRoute, options: SchemaValueOptions): Arbitrary<Body> {
  if (route.method === 'HEAD') return fc.constant({});
  const json = values(route.schema.body, options).map((value): Body => (value === undefined ? {} : { contentType: JSON_TYPE, payload: JSON.stringify(value) }));
  return WITH_BODY.has(route.method) ? fc.oneof({ arbitrary: json, weight: 6 }, { arbitrary: oddBodies, weight: 1 }) : fc.oneof({ arbitrary: fc.constant({}), weight: 6 }, json, oddBodies);
}

/** One path segment for a `:param` (or the `*` tail): a value its schema allows, a known word, hostile text, or raw bytes. */
function segments(param: { schema: Schema; document: Schema; key: string } | undefined, options: SchemaValueOptions): Arbitrary<string> {
  const valid = param ? schemaValues(param.schema, options, param) : fc.constantFrom(...options.words.all);
  const encoded = fc.oneof({ arbitrary: valid.map(textOf), weight: 4 }, { arbitrary: hostileTexts, weight: 2 });
  return fc.oneof({ arbitrary: encoded.map(encodeSegment), weight: 5 }, { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 });
}

function paths(route: FuzzRoute, options: SchemaValueOptions): Arbitrary<string> {
  const params = route.schema.params ? dereference(route.schema.params, options.shared) : undefined;
  const parts = route.url.split('/').map((part) => {
    if (part === '*') return fc.array(segments(undefined, options), { maxLength: 3 }).map((tail) => tail.join('/'));
    if (!part.startsWith(':')) return fc.constant(part);
    const key = part.slice(1);
    const param = params?.schema.properties?.[key];
    return segments(param && { schema: param, document: params.document, key }, options);
  });
  return fc.tuple(...parts).map((built) => built.join('/'));
}

const queryText = (query: unknown): string => {
  if (query === undefined) return '';
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return encodeSegment(textOf(query));
  return Object.entries(query)
    .flatMap(([key, value]) => [value].flat().map((item) => `${encodeSegment(key)}=${encodeSegment(textOf(item))}`))
    .join('&');
};

function queries(route: FuzzRoute, options: SchemaValueOptions): Arbitrary<string> {
  const fromSchema = values(route.schema.querystring, options).map(queryText);
  const none = fc.constant('');
  const raw = fc.constantFrom(...RAW_QUERIES);
  return route.schema.querystring ? fc.oneof({ arbitrary: fromSchema, weight: 6 }, none, raw) : fc.oneof({ arbitrary: none, weight: 6 }, fromSchema, raw);
}

/** Request headers the server (or a plugin: compression, static files, proxies) reads besides the route's own. */
const ODD_HEADERS: [string, string][] = [
  ['accept-encoding', 'br'],
  ['accept-encoding', 'gzip;q=0, deflate;q=0, identity;q=0, *;q=0'],
  ['accept-encoding', 'x-unknown, ,;q=abc'],
  ['accept', 'text/event-stream'],
  ['accept', '*/*;q=x'],
  ['accept-language', 'zz-ZZ, *;q=-1'],
  ['if-none-match', '"x", W/"y", *'],
  ['if-modified-since', 'not a date'],
  ['range', 'bytes=999999999-'],
  ['range', 'bytes=5-1, -0'],
  ['x-forwarded-for', '::ffff:999.1.1.1, unknown'],
  ['x-forwarded-host', 'evil.test:99999'],
  ['x-forwarded-proto', 'gopher'],
  ['content-encoding', 'gzip'],
  ['transfer-encoding', 'chunked'],
];

/** Header values as an HTTP parser would let them through: no control characters, nothing beyond Latin-1. */
const headerText = (value: unknown) => textOf(value).replace(/[^\t\x20-\x7e\x80-\xff]/g, '');

function declaredHeaders(route: FuzzRoute, options: SchemaValueOptions): Arbitrary<Record<string, string>> {
  if (!route.schema.headers) return fc.constant({});
  return values(route.schema.headers, options).map((headers) =>
    typeof headers === 'object' && headers !== null ? Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), headerText(value)])) : {},
  );
}

/** Generated requests for one route: as every persona, with valid-ish and hostile params, queries, bodies and content types. */
export function routeRequests(route: FuzzRoute, options: SchemaValueOptions): Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: paths(route, options),
      query: queries(route, options),
      body: bodies(route, options),
      headers: declaredHeaders(route, options),
      odd: fc.oneof({ arbitrary: fc.constant([]), weight: 4 }, fc.array(fc.constantFrom(...ODD_HEADERS), { maxLength: 3 })),
      persona: fc.oneof({ arbitrary: fc.constantFrom(...route.admitted), weight: 4 }, fc.constantFrom(...ALL_PERSONAS)),
      credentials: fc.constantFrom<Credentials>('bearer', 'bearer', 'bearer', 'cookie', 'cookie', 'cross-site cookie'),
    })
    .map(({ path, query, body, headers, odd, persona, credentials }) => ({
      method: route.method,
      url: query ? `${path}?${query}` : path,
      persona,
      credentials,
      headers: { ...Object.fromEntries(odd), ...headers, ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }) },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}
