import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDevLogin, useSignOut } from '../../../api/auth';
import { ApiError } from '../../../api/client';
import { usePageDirectory } from '../../../api/pages';
import { PERSONAS, SIGN_IN_ERROR_CODE, forbiddenPath, signInDestination, type Persona } from '../../../engine';
import { rememberedReturn } from '../../routing/return-location';
import { useGoAfterAuthChange } from '../../routing/use-go-after-auth-change';
import { useLocale } from '../../routing/use-route';
import { useStartSignIn } from '../../routing/use-start-sign-in';
import { Screen } from '../screen';

/** The dev sign-in helper: the provider's sign-in, and one button per persona (signed in at once, no provider). */
export default function DevSignIn() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const devLogin = useDevLogin();
  const signOut = useSignOut();
  const go = useGoAfterAuthChange();
  const pages = usePageDirectory();
  const startSignIn = useStartSignIn();

  const signInAs = async (persona: Persona) => {
    try {
      const change = persona.id === 'anonymous' ? await signOut.mutateAsync() : await devLogin.mutateAsync({ persona: persona.id });
      await go(signInDestination(rememberedReturn(), locale, pages), change);
    } catch (error) {
      const errorCode = error instanceof ApiError ? error.status : SIGN_IN_ERROR_CODE;
      await navigate(forbiddenPath(locale, errorCode, error instanceof Error ? error.message : String(error)), { replace: true });
    }
  };

  const busy = devLogin.isPending || signOut.isPending;
  return (
    <Screen title={t('translate.base.sign-in.title')}>
      <p>
        <button type="button" className="button button--primary" disabled={busy || !startSignIn} onClick={startSignIn}>
          {t('translate.base.sign-in.provider')}
        </button>
      </p>
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
