import { languageTag, normalizeLocale } from '../../src/engine';
import { badRequest } from '../http/errors';

/** The served tag (`en-US`) of a language in the URL or body, or a 400 naming where it came from. */
export function servedLanguage(code: string, path: string): string {
  const locale = normalizeLocale(code);
  if (!locale) throw badRequest(`Language "${code}" is not served`, [{ path, message: 'is not a served language' }]);
  return languageTag(locale);
}
