import { languageTag, preferredLocale, type Environment } from '../../../src/engine';
import { TRANSLATION_NAMESPACE } from '../../db/seed/sources';
import type { TranslationService } from '../../translations/service';
import type { PageTexts } from './pages';

/** The local provider's pages speak the language the site asked for (`ui_locales`), with the site's own texts. */
export function devProviderTexts(translations: TranslationService, siteEnv: Environment) {
  return async (uiLocales: unknown): Promise<PageTexts> => {
    const lang = languageTag(preferredLocale(typeof uiLocales === 'string' ? uiLocales.split(' ') : []));
    const { strings } = await translations.bundle(siteEnv, lang, TRANSLATION_NAMESPACE, null);
    return { lang, t: (key) => strings[key] ?? key };
  };
}
