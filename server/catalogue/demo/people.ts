import type { Random } from './random';
import { CULTURES, type Culture, type NamePart } from './vocabulary/people';

/** A generated person's names: native-script names where the person writes theirs that way. */
export interface PersonName {
  culture: Culture;
  firstName: string;
  lastName: string;
  displayName: string;
  /** ASCII, lower case, for e-mail addresses and handles. */
  latinFirst: string;
  latinLast: string;
}

const latin = (part: NamePart) => (typeof part === 'string' ? part : part[0]);
const native = (part: NamePart) => (typeof part === 'string' ? part : part[1]);
const ascii = (text: string) => text.normalize('NFD').replace(/[^A-Za-z-]/g, '').toLowerCase();

/** Cultures weighted for a crowd: attendees' or speakers' shares. */
export function cultureWeights(crowd: keyof Culture['weights']): readonly (readonly [Culture, number])[] {
  return CULTURES.map((culture) => [culture, culture.weights[crowd]] as const);
}

/** Someone of a culture drawn by the given weights. */
export function personName(random: Random, cultures: readonly (readonly [Culture, number])[]): PersonName {
  const culture = random.weighted(cultures);
  const first = random.pick(culture.firstNames);
  const last = random.pick(culture.lastNames);
  const latinFirst = ascii(latin(first));
  const latinLast = ascii(latin(last));
  if (culture.nativeSeparator !== undefined && random.chance(0.5)) {
    return { culture, firstName: native(first), lastName: native(last), displayName: `${native(last)}${culture.nativeSeparator}${native(first)}`, latinFirst, latinLast };
  }
  return { culture, firstName: latin(first), lastName: latin(last), displayName: `${latin(first)} ${latin(last)}`, latinFirst, latinLast };
}
