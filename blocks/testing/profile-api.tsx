import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Profile } from '../../src/api/lazy/profile';
import { type AppBlockType, PageContext, type PageContextValue } from '../../src/app/block-kit';
import type { CurrentUser } from '../../src/engine';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext } from '../../storybook/demo-page-context';
import { stubFetch, type FakeAnswer } from './fake-fetch';
import { averyProfile, profileMetadataSample } from './profile-samples';

export type { FakeAnswer, SentRequest } from './fake-fetch';

/**
 * Stubs `fetch` as the profile API: `GET /profile` and `/profile/profileMetaData` answer the samples, a `PUT /profile`
 * merges its body into the profile, and `answers` overrides any `METHOD /path`. Every request is recorded.
 */
export function installProfileApi(answers: Record<string, FakeAnswer> = {}, profile: Profile = averyProfile) {
  let current = profile;
  const sent = stubFetch(({ method, path, body }) => {
    const name = `${method} ${path}`;
    const defaults: Record<string, () => FakeAnswer> = {
      'GET /profile': () => ({ status: 200, body: current }),
      'GET /profile/profileMetaData': () => ({ status: 200, body: profileMetadataSample }),
      'PUT /profile': () => {
        current = { ...current, ...(body as Partial<Profile>) };
        return { status: 200, body: current };
      },
    };
    return answers[name] ?? defaults[name]?.() ?? { status: 404, body: { error: 'NotFound', message: name } };
  });
  return { sent };
}

/** Renders a profile block for a signed-in visitor, with a fresh query cache and no retries; `context` overrides the page's. */
export function renderProfileBlock<P>(type: AppBlockType<P>, props: P, user: CurrentUser | null, context: Partial<PageContextValue> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PageContext.Provider value={demoPageContext({ page: 'profile', user, scopes: user?.scopes ?? [], ...context })}>
        <BlockPreview type={type} props={props} />
      </PageContext.Provider>
    </QueryClientProvider>,
  );
}
