import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Profile } from '../../src/api/lazy/profile';
import { type AppBlockType, PageContext, type PageContextValue } from '../../src/app/block-kit';
import type { CurrentUser } from '../../src/engine';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext } from '../../storybook/demo-page-context';
import { averyProfile, profileMetadataSample } from './profile-samples';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** An answer the fake profile API gives: a status and a JSON body. */
export type FakeAnswer = { status: number; body: unknown };

/**
 * Stubs `fetch` as the profile API: `GET /profile` and `/profile/profileMetaData` answer the samples, a `PUT /profile`
 * merges its body into the profile, and `answers` overrides any `METHOD /path`. Every request is recorded.
 */
export function installProfileApi(answers: Record<string, FakeAnswer> = {}, profile: Profile = averyProfile) {
  const sent: SentRequest[] = [];
  let current = profile;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, '');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      sent.push({ method, path, body });
      const name = `${method} ${path}`;
      const defaults: Record<string, () => FakeAnswer> = {
        'GET /profile': () => ({ status: 200, body: current }),
        'GET /profile/profileMetaData': () => ({ status: 200, body: profileMetadataSample }),
        'PUT /profile': () => {
          current = { ...current, ...(body as Partial<Profile>) };
          return { status: 200, body: current };
        },
      };
      const answer = answers[name] ?? defaults[name]?.() ?? { status: 404, body: { error: 'NotFound', message: name } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
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
