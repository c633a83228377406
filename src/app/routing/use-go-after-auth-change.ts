import { useNavigate } from 'react-router';
import type { AuthChange } from '../../api/auth';

/**
 * Where a sign-in or sign-out leads: within the app, or as a new page load when the change needs one (starting or
 * ending editing changes the page's security policy), or on to the provider's sign-out. Either way the sign-in
 * screen leaves the history.
 */
export function useGoAfterAuthChange() {
  const navigate = useNavigate();
  return async (path: string, { pageLoadNeeded, leaveTo }: Pick<AuthChange, 'pageLoadNeeded' | 'leaveTo'>): Promise<void> => {
    if (leaveTo) window.location.replace(leaveTo);
    else if (pageLoadNeeded) window.location.replace(path);
    else await navigate(path, { replace: true });
  };
}
