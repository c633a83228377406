import { createHash } from 'node:crypto';

/** RFC 4122 URL namespace, the one c3voc's own tools derive person guids in. */
const URL_NAMESPACE = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Name-based (version 5) UUID: the same name always gives the same guid. */
export function uuidV5(name: string, namespace = URL_NAMESPACE): string {
  const hash = createHash('sha1').update(Buffer.from(namespace.replace(/-/g, ''), 'hex')).update(name, 'utf8').digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A catalogue id as a c3voc guid: ids that are UUIDs already (imported ones) stay, others get a stable v5 UUID. */
export const guidOf = (kind: 'room' | 'session' | 'speaker', id: string): string =>
  UUID.test(id) ? id.toLowerCase() : uuidV5(`urn:confsite:${kind}:${id}`);

const hashNumber = (id: string): number => createHash('sha1').update(id, 'utf8').digest().readUInt32BE(0) & 0x7fffffff;

/**
 * c3voc v1 wants a positive integer id per event. Derived from the session id, so an unchanged catalogue exports the
 * same numbers; the rare clash is settled by taking the next free number, in id order.
 */
export function integerIds(ids: readonly string[]): Map<string, number> {
  const taken = new Set<number>();
  const result = new Map<string, number>();
  for (const id of [...new Set(ids)].sort()) {
    let number = hashNumber(id) || 1;
    while (taken.has(number)) number = (number % 0x7fffffff) + 1;
    taken.add(number);
    result.set(id, number);
  }
  return result;
}
