import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH, localizedPath } from '../../engine';
import { useLocale } from '../routing/use-route';
import { Screen } from './screen';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Screen title={t('translate.base.notfound.title')}>
      <p>{t('translate.base.notfound.message')}</p>
      <Link to={localizedPath(locale, HOME_PATH)}>{t('translate.base.link.home')}</Link>
    </Screen>
  );
}
