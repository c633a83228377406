import { normalizeLocale, type Locale } from '../../src/engine';
import { badRequest } from '../http/errors';

/** The longest locale prefix an item id may carry (`zh-hans-cn`). */
const MAX_LOCALE_LENGTH = 10;

/**
 * Finds an item by a bare id or a `{locale}-{id}` one (spec 1 §7). The id as given is tried first, so an id that
 * merely starts like a locale is still found.
 */
export function findByLocalizedId<T>(raw: string, find: (id: string) => T | undefined): T | undefined {
  const direct = find(raw);
  if (direct !== undefined) return direct;
  for (let dash = raw.indexOf('-'); dash > 0 && dash <= MAX_LOCALE_LENGTH; dash = raw.indexOf('-', dash + 1)) {
    if (!normalizeLocale(raw.slice(0, dash))) continue;
    const found = find(raw.slice(dash + 1));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The served locale a `{lang}` path parameter names; 400 for one the site does not serve. */
export function servedLocale(lang: string): Locale {
  const locale = normalizeLocale(lang);
  if (!locale) throw badRequest(`Unsupported language ${lang}`, [{ path: '/params/lang', message: 'is not a language this site serves' }]);
  return locale;
}
