import { isTranslationKey } from '../../src/engine';

/** Adds to `into` every translation key `value` holds as a whole string, at any depth of its arrays and objects. */
export function addTranslationKeys(value: unknown, into: Set<string>): void {
  if (isTranslationKey(value)) into.add(value);
  else if (Array.isArray(value)) for (const item of value) addTranslationKeys(item, into);
  else if (typeof value === 'object' && value !== null) for (const member of Object.values(value)) addTranslationKeys(member, into);
}
