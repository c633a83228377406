import { useEffect } from 'react';
import { usePageDirectory } from '../../api/pages';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH, localizedPath } from '../../engine';
import { knownPagePath } from '../routing/known-page';
import { rememberReturn } from '../routing/return-location';
import { useLocale } from '../routing/use-route';
import { useViewer } from '../viewer';

/** `/auth-redirect?dest=home`: signed-in visitors go to `dest`; the others sign in first and come back there. */
export function AuthRedirectScreen() {
  const locale = useLocale();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { scopes } = useViewer();
  const destination = knownPagePath(query.get('dest'), usePageDirectory()) ?? HOME_PATH;
  const authenticated = scopes.length > 0;

  useEffect(() => {
    if (!authenticated) rememberReturn(destination);
    void navigate(localizedPath(locale, authenticated ? destination : '/sign-in'), { replace: true });
  }, [authenticated, destination, locale, navigate]);

  return null;
}
