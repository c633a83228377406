import { Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ACCESS_DENIED_CODE, localizedPath } from '../../../engine';
import { useLocale } from '../../routing/use-route';
import { UnauthorizedScreen } from '../../screens/unauthorized-screen';
import { LoadingIndicator } from '../../shell/loading-indicator';
import { useViewer } from '../../viewer';

interface ToolGateProps {
  /** Whether these scopes may use the tool. */
  allows(scopes: readonly string[]): boolean;
  /** The tool itself: a lazy component, so only those who open the tool download it. */
  children: ReactNode;
}

/** An editor tool page: anonymous → unauthorized, signed in without the scope → forbidden (3403), else the tool. */
export function ToolGate({ allows, children }: ToolGateProps) {
  const { scopes } = useViewer();
  const locale = useLocale();
  if (scopes.length === 0) return <UnauthorizedScreen />;
  if (!allows(scopes)) return <Navigate replace to={`${localizedPath(locale, '/forbidden')}?errorCode=${ACCESS_DENIED_CODE}`} />;
  return <Suspense fallback={<LoadingIndicator />}>{children}</Suspense>;
}
