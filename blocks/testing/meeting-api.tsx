import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { type AppBlockType, PageContext, type PageContextValue } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext } from '../../storybook/demo-page-context';
import { ToastArea } from '../../tests/ui/helpers/app-frame';
import { stubFetch, type FakeAnswer, type SentRequest } from './fake-fetch';
import { meetingDetailsSample, meetingSettings } from './meeting-samples';
import { avery } from './profile-samples';

/** Where the router is after the block sent the visitor on: a page that names its address. */
function Arrived() {
  const location = useLocation();
  return <p data-testid="arrived">{`${location.pathname}${location.search}`}</p>;
}

/** The fake API's answers by `METHOD /path`: a fixed answer, or one made for each request. */
export type MeetingApiAnswers = Record<string, FakeAnswer | ((request: SentRequest) => FakeAnswer)>;

/**
 * Stubs `fetch` as the meetings API: `GET /meeting/meetingDetails` answers the sample settings, `answers` answer any
 * `METHOD /path` (a function answers each request anew); everything else is 404. Every request is recorded.
 */
export function installMeetingApi(answers: MeetingApiAnswers = {}) {
  return stubFetch((request) => {
    const answer = answers[`${request.method} ${request.path}`] ?? (request.path === '/meeting/meetingDetails' ? { status: 200, body: meetingDetailsSample } : undefined);
    if (typeof answer === 'function') return answer(request);
    return answer ?? { status: 404, body: { error: 'NotFound', message: 'Could not find meeting' } };
  });
}

/**
 * Renders a meeting block at `path` as Avery (meetings on, seen at the sample testing date unless `context` says
 * otherwise), with a fresh query cache, the toasts, and a page for every other address the block may go to.
 */
export function renderMeetingBlock<P>(type: AppBlockType<P>, props: P, { path, context = {} }: { path: string; context?: Partial<PageContextValue> }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <PageContext.Provider value={demoPageContext({ user: avery, scopes: avery.scopes, settings: meetingSettings(), ...context })}>
      <BlockPreview type={type} props={props} />
    </PageContext.Provider>
  );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={page} />
          <Route path="*" element={<Arrived />} />
        </Routes>
      </MemoryRouter>
      <ToastArea />
    </QueryClientProvider>,
  );
}
