import { useTranslation } from 'react-i18next';

/** A page-sized placeholder while data loads, announced to screen readers. */
export function LoadingIndicator() {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status">
      <span className="visually-hidden">{t('translate.base.loading')}</span>
    </div>
  );
}
