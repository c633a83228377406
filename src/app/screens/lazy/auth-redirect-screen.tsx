import { useEffect } from 'react';
import { usePageDirectoryState } from '../../../api/pages';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH, localizedPath } from '../../../engine';
import { knownPagePath } from '../../routing/known-page';
import { rememberReturn } from '../../routing/return-location';
import { useLocale } from '../../routing/use-route';
import { useViewer } from '../../viewer';

/** `/auth-redirect?dest=home`: signed-in visitors go to `dest`; the others sign in first and come back there. */
export default function AuthRedirectScreen() {
  const locale = useLocale();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { scopes } = useViewer();
  const { directory, failed } = usePageDirectoryState();
  // A stored page can be told only once the page list is in: until then, wait rather than send everyone home.
  const settled = directory !== undefined || failed;
  const destination = knownPagePath(query.get('dest'), directory) ?? HOME_PATH;
  const authenticated = scopes.length > 0;

  useEffect(() => {
    if (!settled) return;
    if (!authenticated) rememberReturn(destination);
    void navigate(localizedPath(locale, authenticated ? destination : '/sign-in'), { replace: true });
  }, [settled, authenticated, destination, locale, navigate]);

  return null;
}
