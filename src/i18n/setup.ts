import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, languageTag, type Locale } from '../engine';
import { apiTranslationBackend } from './api-backend';
import { TEXT_NAMESPACE } from './reload-texts';

/** The i18next language tags of the served locales (`en-US`, `zh-CN`, …). */
export const LANGUAGE_TAGS = LOCALES.map(languageTag);
const FALLBACK_LANGUAGE = 'en-US';

/** Shared i18next options; the app adds the API backend, tests add bundled resources. */
export const BASE_OPTIONS = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: LANGUAGE_TAGS,
  // Only the exact tag is served: without this i18next would also request `en` for `en-US`.
  load: 'currentOnly',
  // Keys are flat strings full of dots (`translate.base.error.title`).
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
} as const;

/** A language's texts as the API serves them: key → text. */
export type Texts = Record<string, string>;

const bundled = (locale: Locale, texts: Texts) => ({ [languageTag(locale)]: { [TEXT_NAMESPACE]: texts } });

/**
 * Starts i18next with the translations served by the API, in the language of the URL prefix. A server-rendered page
 * hands over the texts it was written with, so the browser draws the same words at once instead of asking again.
 */
export async function initI18n(locale: Locale, texts?: Texts): Promise<void> {
  await i18next
    .use(apiTranslationBackend)
    .use(initReactI18next)
    .init({
      ...BASE_OPTIONS,
      lng: languageTag(locale),
      // With the texts at hand, at once: the app can take over the server's page before anything else is fetched.
      ...(texts ? { resources: bundled(locale, texts), partialBundledLanguages: true, initAsync: false } : {}),
      // Re-render when translations are reloaded (an editor changed them), not only when the language changes.
      react: { bindI18n: 'languageChanged loaded' },
    });
}

/** An i18next of one server render: its own language and texts, so concurrent renders in other languages do not mix. */
export function serverI18n(locale: Locale, texts: Texts): I18n {
  const instance = i18next.createInstance({ ...BASE_OPTIONS, lng: languageTag(locale), resources: bundled(locale, texts), initAsync: false });
  void instance.init();
  return instance;
}

/**
 * Switches to the locale's language and resolves once its translations are loaded; `<html lang>` follows.
 * A no-op when the language is already current, so navigations within a language re-render nothing.
 */
export async function ensureLanguage(locale: Locale): Promise<void> {
  const tag = languageTag(locale);
  if (i18next.language !== tag) await i18next.changeLanguage(tag);
  document.documentElement.lang = tag;
}
