import { usePageDirectoryState } from '../../api/pages';
import { signInDestination, signInStartUrl } from '../../engine';
import { rememberedReturn } from './return-location';
import { useLocale } from './use-route';

/**
 * Starts the sign-in at the provider (a full navigation: the server sends the browser on), to come back to the
 * remembered return location (spec 2 §2). Undefined until the page list can tell a stored page from an unknown one.
 */
export function useStartSignIn(): (() => void) | undefined {
  const locale = useLocale();
  const { directory, failed } = usePageDirectoryState();
  if (directory === undefined && !failed) return undefined;
  return () => window.location.replace(signInStartUrl(signInDestination(rememberedReturn(), locale, directory)));
}
