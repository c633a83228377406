import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from './error-page';

/** The router's errorElement: a crash in the shell or a page (or a failed settings load) ends here. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('Route failed', error), [error]);
  return (
    <main id="main" className="standalone-error">
      <ErrorPage />
    </main>
  );
}
