import { useTranslation } from 'react-i18next';

/** Shown while the browser is offline: what is on screen may be out of date and new searches wait. */
export function OfflineNote() {
  const { t } = useTranslation();
  return (
    <p className="catalogue-offline" role="status">
      {t('translate.base.catalogue.offline')}
    </p>
  );
}
