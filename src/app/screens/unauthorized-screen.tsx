import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedPath } from '../../engine';
import { useLocale } from '../routing/use-route';
import { Screen } from './screen';

export function UnauthorizedScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Screen title={t('translate.base.unauthorized.title')}>
      <p>{t('translate.base.unauthorized.message')}</p>
      <Link to={localizedPath(locale, '/sign-in')}>{t('translate.base.account.sign-in')}</Link>
    </Screen>
  );
}
