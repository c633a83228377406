import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { type AppBlockType, PageContext, type PageContextValue } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext } from '../../storybook/demo-page-context';
import { appointmentSettings } from './appointment-samples';
import { avery } from './profile-samples';

/** Where the test's router went: the page the block sent the attendee to. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`${pathname}${search}`}</p>;
}

/**
 * Renders an appointment block for Avery at `path` (its route params in `context`), inside a router whose other
 * pages only say where the block sent them.
 */
export function renderAppointmentBlock<P>(type: AppBlockType<P>, props: P, path: string, context: Partial<PageContextValue> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pathname = path.split('?')[0] ?? path;
  return render(
    <QueryClientProvider client={client}>
      <PageContext.Provider value={demoPageContext({ user: avery, scopes: avery.scopes, settings: appointmentSettings(), ...context })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pathname} element={<BlockPreview type={type} props={props} />} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </PageContext.Provider>
    </QueryClientProvider>,
  );
}
