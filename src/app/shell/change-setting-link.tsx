import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/auth';
import { DEFAULT_LOCALE, isAuthenticated, isSiteEditor, localizedPath, normalizeLocale } from '../../engine';

/**
 * "Change setting" for site editors, next to something a site setting controls; nothing for everyone else.
 * Reads the user itself (not the viewer) so it also works on the error page, which may render outside the shell.
 */
export function ChangeSettingLink({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  const user = useMe().data?.user;
  if (!user || !isAuthenticated(user) || !isSiteEditor(user.scopes)) return null;
  // The page's language (i18n follows the address), which the server knows too while it draws the page.
  const locale = normalizeLocale(i18n.language) ?? DEFAULT_LOCALE;
  return (
    <a className="change-setting-link" href={`${localizedPath(locale, '/editor')}?s=${encodeURIComponent(name)}`}>
      {t('translate.base.site-editor.change-setting')}
    </a>
  );
}
