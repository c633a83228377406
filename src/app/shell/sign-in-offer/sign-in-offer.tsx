import { lazy, Suspense, useEffect, useState } from 'react';
import { isSignedIn, pageGate } from '../../../engine';
import { useRoute } from '../../routing/use-route';
import { useShellStore } from '../../store/shell-store';
import { useViewer } from '../../viewer';
import { dismissedRecently, rememberDismissal } from './dismissal';

// Its own chunk: fetched only when the dialog opens, never in a visitor's first download.
const SignInDialog = lazy(() => import('../lazy/sign-in-dialog/sign-in-dialog'));

/**
 * How long a visitor reads before the dialog interrupts: a modal over the page they just opened would hide what they
 * came for (and search engines rank such interstitials down).
 */
export const SIGN_IN_OFFER_DELAY_MS = 10_000;

/** Whether the dialog may open now: the visitor is offered sign-in, reads a page and has answered the cookie question. */
function useOfferDue(): boolean {
  const { settings, user, scopes } = useViewer();
  const route = useRoute();
  const cookiesAnswered = useShellStore((state) => state.cookieConsent !== null);
  // As the header's sign-in button: allowLogOn on and not signed in (spec 3 §6).
  const offered = settings.features.allowLogOn === true && !(user !== null && isSignedIn(scopes));
  // Not over a system screen (sign-in itself, errors) or a page that already asks the visitor to sign in.
  const reading = !route.system && !route.signInRequired && pageGate(route.page, { scopes, features: settings.features }) === 'open';
  // One prompt at a time: the cookie banner first.
  return offered && reading && cookiesAnswered && !dismissedRecently();
}

/**
 * The sign-in dialog with the benefits of signing in (spec 2 §1), offered once a visitor has read a while; closing or
 * skipping it keeps it away for 24 hours on this device.
 */
export function SignInOffer() {
  const due = useOfferDue();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!due) return undefined;
    const timer = setTimeout(() => setOpen(true), SIGN_IN_OFFER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [due]);
  if (!open || !due) return null;
  const close = () => {
    rememberDismissal();
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <SignInDialog onClose={close} />
    </Suspense>
  );
}
