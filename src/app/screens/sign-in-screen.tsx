import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDevLogin, useSignOut } from '../../api/auth';
import { ApiError } from '../../api/client';
import { usePageDirectory } from '../../api/pages';
import { PERSONAS, localizedPath, signInDestination, type Locale, type Persona } from '../../engine';
import { rememberedReturn } from '../routing/return-location';
import { useGoAfterAuthChange } from '../routing/use-go-after-auth-change';
import { useLocale } from '../routing/use-route';
import { useViewer } from '../viewer';
import { Screen } from './screen';

/** Spec 2 §2: errors of the sign-in library itself (no HTTP status) use code 1404. */
const SIGN_IN_LIBRARY_ERROR_CODE = 1404;

function forbiddenPath(locale: Locale, error: unknown): string {
  const query = new URLSearchParams({
    errorCode: String(error instanceof ApiError ? error.status : SIGN_IN_LIBRARY_ERROR_CODE),
    errorMessage: error instanceof Error ? error.message : String(error),
  });
  return `${localizedPath(locale, '/forbidden')}?${query}`;
}

/** Development sign-in: one button per persona, available only while dev functions are on. */
export function SignInScreen() {
  const { t } = useTranslation();
  const { settings } = useViewer();
  const locale = useLocale();
  const navigate = useNavigate();
  const devLogin = useDevLogin();
  const signOut = useSignOut();
  const go = useGoAfterAuthChange();
  const pages = usePageDirectory();

  if (!settings.features.enableDevFunctions) {
    return (
      <Screen title={t('translate.base.sign-in.title')}>
        <p>{t('translate.base.sign-in.unavailable')}</p>
      </Screen>
    );
  }

  const signInAs = async (persona: Persona) => {
    try {
      const change = persona.id === 'anonymous' ? await signOut.mutateAsync() : await devLogin.mutateAsync({ persona: persona.id });
      await go(signInDestination(rememberedReturn(), locale, pages), change.pageLoadNeeded);
    } catch (error) {
      await navigate(forbiddenPath(locale, error), { replace: true });
    }
  };

  const busy = devLogin.isPending || signOut.isPending;
  return (
    <Screen title={t('translate.base.sign-in.title')}>
      <p>{t('translate.base.sign-in.dev-intro')}</p>
      <ul className="screen__actions">
        {PERSONAS.map((persona) => (
          <li key={persona.id}>
            <button type="button" className="button" disabled={busy} onClick={() => void signInAs(persona)}>
              {t(persona.labelKey)}
            </button>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
