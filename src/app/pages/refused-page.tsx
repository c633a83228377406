import { Navigate } from 'react-router';
import { ACCESS_DENIED_CODE, localizedPath, type PageGate } from '../../engine';
import { useLocale } from '../routing/use-route';
import { NotFoundScreen } from '../screens/not-found-screen';
import { UnauthorizedScreen } from '../screens/unauthorized-screen';

function AccessDenied() {
  const locale = useLocale();
  return <Navigate replace to={`${localizedPath(locale, '/forbidden')}?errorCode=${ACCESS_DENIED_CODE}`} />;
}

const ANSWERS = { 'sign-in': UnauthorizedScreen, forbidden: AccessDenied, 'not-found': NotFoundScreen } as const;

/**
 * What the main area shows for a page the visitor may not open: the sign-in offer (the page stays the return location,
 * so signing in comes back to it), access denied (3403), or not found (spec 2 §2).
 */
export function RefusedPage({ gate }: { gate: Exclude<PageGate, 'open'> }) {
  const Answer = ANSWERS[gate];
  return <Answer />;
}
