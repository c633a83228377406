import fc, { type Arbitrary } from 'fast-check';

/** Texts that break servers somewhere: traversal, NUL, lone surrogates, look-alike numbers, injections, odd Unicode. */
const HOSTILE_TEXTS = [
  '',
  ' ',
  '.',
  '..',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\0',
  'a\0b',
  '%',
  '%ZZ',
  '%C0%AF',
  '🎉💥',
  '👩‍👩‍👧‍👦',
  'e\u0301',
  '\u202Eevil',
  '\uD800',
  '\uDFFFx',
  '\uFFFF',
  'İıß',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '0',
  '-1',
  '1e309',
  'NaN',
  '9007199254740993',
  '١٢٣',
  "' OR '1'='1",
  '"; DROP TABLE pages; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%s%s%n',
  '\r\nSet-Cookie: x=1',
  '9'.repeat(400),
  'a'.repeat(5_000),
  'é'.repeat(20_000),
  'x'.repeat(300_000),
];

export const hostileTexts: Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TEXTS), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);

const nested = (depth: number, make: (inner: unknown) => unknown): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = make(value);
  return value;
};

/** JSON values of the wrong type or shape for almost any field: numbers at the edges, nesting, width, hostile keys. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  5e-324,
  [],
  {},
  [null],
  nested(70, (inner) => [inner]),
  nested(3_000, (inner) => [inner]),
  nested(3_000, (inner) => ({ a: inner })),
  Array.from({ length: 10_000 }, (_, index) => index),
  Object.fromEntries(Array.from({ length: 3_000 }, (_, index) => [`k${index}`, index])),
  { '\0': 1 },
  JSON.parse('{"__proto__":{"admin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"admin":true}}}'),
];

export const hostileValues: Arbitrary<unknown> = fc.oneof(fc.constantFrom(...HOSTILE_VALUES), hostileTexts);

type Path = (string | number)[];
type Mutation = 'replace' | 'remove' | 'add' | 'wrap';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function pathsOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (isObject(value)) return [path, ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...path, key]))];
  return [path];
}

/** Sets an own property even for `__proto__`, which plain assignment would turn into a prototype change. */
const setOwn = (target: Record<string | number, unknown>, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });

/** A copy of `value` with one change at `path`: replaced by a hostile value, removed, given an extra key, or wrapped in an array. */
function mutateAt(value: unknown, path: Path, mutation: Mutation, hostile: unknown, key: string): unknown {
  if (path.length === 0) {
    if (mutation === 'wrap') return [value];
    if (mutation === 'add' && isObject(value)) return setOwn({ ...value }, key, hostile);
    return hostile;
  }
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...Path];
  if (rest.length === 0 && mutation === 'remove') {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete copy[head];
    return copy;
  }
  return setOwn(copy, head, mutateAt(copy[head], rest, mutation, hostile, key));
}

/** `valid` values with one thing broken: a wrong type, a missing or extra field, a huge or NUL string, deep nesting, an array for an object. */
export function mutated(valid: Arbitrary<unknown>): Arbitrary<unknown> {
  return valid.chain((value) =>
    fc
      .tuple(
        fc.constantFrom(...pathsOf(value)),
        fc.constantFrom<Mutation>('replace', 'replace', 'remove', 'add', 'wrap'),
        hostileValues,
        fc.oneof(hostileTexts, fc.constantFrom('extra', 'id', 'env', '__proto__')),
      )
      .map(([path, mutation, hostile, key]) => mutateAt(value, path, mutation, hostile, key)),
  );
}
