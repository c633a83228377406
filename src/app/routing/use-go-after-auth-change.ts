import { useNavigate } from 'react-router';

/**
 * Where a sign-in or sign-out leads: within the app, or as a new page load when the change needs one (starting or
 * ending editing changes the page's security policy). Either way the sign-in screen leaves the history.
 */
export function useGoAfterAuthChange() {
  const navigate = useNavigate();
  return async (path: string, pageLoadNeeded: boolean): Promise<void> => {
    if (pageLoadNeeded) window.location.replace(path);
    else await navigate(path, { replace: true });
  };
}
