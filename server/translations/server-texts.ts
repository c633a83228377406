import { DEFAULT_LOCALE, languageTag, type CurrentUser, type Environment, type Locale } from '../../src/engine';
import { TRANSLATION_NAMESPACE } from '../db/seed/sources';
import type { TranslationService } from './service';

/** A text of the site's translations with its `{{name}}` placeholders filled in. */
export type ServerTexts = (key: string, values?: Readonly<Record<string, string | number>>) => string;

const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

/**
 * Texts the server writes into files (calendars, documents) in `locale`, as editors last edited them; a key missing in
 * that language falls back to English, then to the key itself.
 */
export async function serverTexts(translations: TranslationService, env: Environment, locale: Locale, viewer: CurrentUser | null): Promise<ServerTexts> {
  const [own, fallback] = await Promise.all(
    [locale, DEFAULT_LOCALE].map((each) => translations.bundle(env, languageTag(each), TRANSLATION_NAMESPACE, viewer)),
  );
  return (key, values = {}) => fill(own?.strings[key] ?? fallback?.strings[key] ?? key, values);
}
