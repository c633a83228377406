import type { FastifyInstance, InjectOptions } from 'fastify';
import type { KnownWords } from './schema-values';

/** Longer strings are texts, not names of things a request could point at. */
const MAX_WORD_LENGTH = 60;
/** Enough for every kind of id to turn up, few enough that each is picked now and then. */
const MAX_WORDS = 600;
const MAX_WORDS_PER_KEY = 100;

const isWord = (value: string) => value.length > 0 && value.length <= MAX_WORD_LENGTH;

function collect(value: unknown, key: string | undefined, found: Map<string | undefined, Set<string>>): void {
  if (typeof value === 'string') {
    if (!isWord(value)) return;
    if (!found.has(key)) found.set(key, new Set());
    found.get(key)!.add(value);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, key, found);
    return;
  }
  for (const [childKey, child] of Object.entries(value)) {
    collect(childKey, undefined, found);
    collect(child, childKey, found);
  }
}

/** Sorted and thinned evenly, so the same database gives the same words. */
function thinned(words: Iterable<string>, most: number): string[] {
  const sorted = [...new Set(words)].sort();
  const step = Math.max(1, sorted.length / most);
  return Array.from({ length: Math.min(sorted.length, most) }, (_, index) => sorted[Math.floor(index * step)]!);
}

/**
 * The short strings (values and keys) of the server's own answers to `requests` (ids, page names, phases, setting
 * names), plus `extra` ones no answer carries, by the key they are for.
 */
export async function knownWords(app: FastifyInstance, requests: InjectOptions[], extra: Record<string, readonly string[]>): Promise<KnownWords> {
  const found = new Map<string | undefined, Set<string>>();
  for (const request of requests) {
    const response = await app.inject(request);
    if (response.statusCode !== 200) throw new Error(`${request.method ?? 'GET'} ${String(request.url)} answered ${response.statusCode}: ${response.body}`);
    collect(response.json(), undefined, found);
  }
  for (const [key, words] of Object.entries(extra)) found.set(key, new Set([...(found.get(key) ?? []), ...words]));
  const byKey = new Map([...found].flatMap(([key, words]) => (key === undefined ? [] : [[key, thinned(words, MAX_WORDS_PER_KEY)] as const])));
  return { all: thinned([...found.values()].flatMap((words) => [...words]), MAX_WORDS), byKey };
}
