import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ACCESS_DENIED_CODE, HOME_PATH, isSignInFailureText, localizedPath } from '../../../engine';
import { useLocale } from '../../routing/use-route';
import { Screen } from '../screen';

/** Where a failed sign-in lands (`?errorCode=&errorMessage=`); code 3403 is plain access denied, unless the sign-in says why. */
export default function ForbiddenScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [query] = useSearchParams();
  const errorCode = query.get('errorCode');
  const errorMessage = query.get('errorMessage');
  const accessDenied = Number(errorCode) === ACCESS_DENIED_CODE;
  // The sign-in's own reasons come as text keys, shown in the visitor's language; other messages as they are.
  const signInFailure = isSignInFailureText(errorMessage) ? errorMessage : undefined;

  return (
    <Screen title={t('translate.base.forbidden.title')}>
      <p>{signInFailure ? t(signInFailure) : t(accessDenied ? 'translate.base.forbidden.access-denied' : 'translate.base.forbidden.message')}</p>
      {errorCode && !accessDenied && <p>{t('translate.base.forbidden.code', { code: errorCode })}</p>}
      {errorMessage && !accessDenied && !signInFailure && <p>{errorMessage}</p>}
      {signInFailure && <Link to={localizedPath(locale, '/login')}>{t('translate.base.account.sign-in')}</Link>}
      <Link to={localizedPath(locale, HOME_PATH)}>{t('translate.base.link.home')}</Link>
    </Screen>
  );
}
