import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/routing/use-route';
import { useViewer } from '../../app/viewer';
import { isSiteEditor, localizedPath } from '../../engine';

/** Site settings have their own three-environment comparison in the site editor (`/editor`); this only points there. */
export function SettingsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const locale = useLocale();
  const { scopes } = useViewer();
  return (
    <section className="editor-compare__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('translate.base.editor.compare.settings')}</h3>
      {isSiteEditor(scopes) ? (
        <a href={localizedPath(locale, '/editor')}>{t('translate.base.editor.compare.settings-link')}</a>
      ) : (
        <p>{t('translate.base.editor.compare.settings-note')}</p>
      )}
    </section>
  );
}
