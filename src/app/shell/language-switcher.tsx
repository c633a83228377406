import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALES, isLocale, languageTag, localizedPath } from '../../engine';
import { useRoute } from '../routing/use-route';
import { useShellStore } from '../store/shell-store';

/** Switching keeps the page (path, query, fragment), changes the prefix and remembers the choice. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const selectId = useId();
  const { locale, rest } = useRoute();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const chooseLanguage = useShellStore((state) => state.chooseLanguage);

  const switchLanguage = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLocale(next)) return;
    chooseLanguage(next);
    void navigate(`${localizedPath(next, rest)}${search}${hash}`);
  };

  return (
    <div className="language-switcher">
      <label htmlFor={selectId} className="visually-hidden">
        {t('translate.base.language.label')}
      </label>
      <select id={selectId} value={locale} onChange={switchLanguage}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={languageTag(option)}>
            {t(`translate.base.language.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
