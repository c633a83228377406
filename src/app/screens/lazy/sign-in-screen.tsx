import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { splitLocalePath } from '../../../engine';
import { useStartSignIn } from '../../routing/use-start-sign-in';
import { useViewer } from '../../viewer';
import { Screen } from '../screen';

// The personas are for development: their screen is fetched only where dev functions are on, never by a visitor's first load.
const DevSignIn = lazy(() => import('./dev-sign-in'));

/** Leaves for the provider's sign-in as soon as the return location can be told. */
function ProviderSignIn() {
  const { t } = useTranslation();
  const start = useStartSignIn();
  // Strict mode runs effects twice; one navigation is enough.
  const started = useRef(false);
  useEffect(() => {
    if (!start || started.current) return;
    started.current = true;
    start();
  }, [start]);
  return (
    <Screen title={t('translate.base.sign-in.title')}>
      <p aria-busy="true">{t('translate.base.sign-in.redirecting')}</p>
    </Screen>
  );
}

/**
 * `/login` signs in at the provider. So does `/sign-in`, except while dev functions are on: then it is the dev
 * sign-in helper (spec 2 §6), which offers the provider beside the personas.
 */
export default function SignInScreen() {
  const { settings } = useViewer();
  const { pathname } = useLocation();
  const helper = settings.features.enableDevFunctions && splitLocalePath(pathname).rest !== '/login';
  if (!helper) return <ProviderSignIn />;
  return (
    <Suspense fallback={null}>
      <DevSignIn />
    </Suspense>
  );
}
