import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../../api/auth';
import { HOME_PATH, localizedPath } from '../../../engine';
import { useGoAfterAuthChange } from '../../routing/use-go-after-auth-change';
import { useLocale } from '../../routing/use-route';
import { Screen } from '../screen';

/** Signs out as soon as it is visited, then returns home: through the provider's sign-out when the session came from one. */
export default function SignOutScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const go = useGoAfterAuthChange();
  const { mutateAsync: signOut } = useSignOut();
  // Strict mode runs effects twice; one sign-out request is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOut()
      .then((change) => go(localizedPath(locale, HOME_PATH), change))
      .catch((error: unknown) => {
        console.error('Sign-out failed', error);
        return go(localizedPath(locale, HOME_PATH), { pageLoadNeeded: false });
      });
  }, [signOut, go, locale]);

  return (
    <Screen title={t('translate.base.sign-out.title')}>
      <p aria-busy="true">{t('translate.base.sign-out.progress')}</p>
    </Screen>
  );
}
