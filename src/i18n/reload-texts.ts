import type { i18n as I18n } from 'i18next';

/** The namespace i18next loads (its default): the one the site's texts live in. */
export const TEXT_NAMESPACE = 'translation';

/**
 * Asks the server again for the texts of the languages already loaded (of `langs`, when given). Besides editors'
 * writes, the texts a visitor receives follow who they are and which blocks and pages they may see; unchanged texts
 * answer 304.
 */
export async function reloadTexts(i18n: I18n, langs: readonly string[] = i18n.languages ?? []): Promise<void> {
  const loaded = langs.filter((lng) => i18n.hasLoadedNamespace(TEXT_NAMESPACE, { lng }));
  if (loaded.length > 0) await i18n.reloadResources([...loaded], [TEXT_NAMESPACE]);
}
