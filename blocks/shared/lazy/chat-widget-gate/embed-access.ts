import { type ShellState, usePageContext, useShellStore } from '../../../../src/app/block-kit';
import { isSignedIn } from '../../../../src/engine';

/** Whether another site's chat or posts may load for this visitor, or what they must do first. */
export type EmbedAccess = 'allowed' | 'sign-in' | 'consent';

export interface EmbedGateSettings {
  /** Load without the visitor's cookie consent (for a service that sets no cookies). */
  bypassConsent?: boolean;
  /** Load for visitors who are not signed in as well. */
  allowAnonymous?: boolean;
}

/** Spec 3 §1, §6: the chat needs sign-in and cookie consent, unless the block bypasses consent. Sign-in is asked first. */
export function embedAccess(
  settings: EmbedGateSettings,
  visitor: { signedIn: boolean; cookieConsent: ShellState['cookieConsent'] },
): EmbedAccess {
  if (!visitor.signedIn && settings.allowAnonymous !== true) return 'sign-in';
  if (visitor.cookieConsent !== 'accepted' && settings.bypassConsent !== true) return 'consent';
  return 'allowed';
}

/** The access of the current visitor: "signed in" is holding the session-catalog scope; consent is the shell's banner answer. */
export function useEmbedAccess(settings: EmbedGateSettings): EmbedAccess {
  const { scopes } = usePageContext();
  const cookieConsent = useShellStore((state) => state.cookieConsent);
  return embedAccess(settings, { signedIn: isSignedIn(scopes), cookieConsent });
}
