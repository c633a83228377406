import { MutationObserver } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../src/api/client';
import { createQueryClient } from '../../src/app/query-client';
import { ToastArea } from '../../src/app/shell/toast-area';
import { resetClientState } from './helpers/render-app';

/** The server's answer once a client is past its limit. */
const limited = () =>
  new Response(JSON.stringify({ error: 'TooManyRequests', message: 'Too many requests: please wait 42 seconds and try again.' }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': '42' },
  });

beforeEach(() => {
  resetClientState();
  vi.stubGlobal('fetch', vi.fn(async () => limited()));
});

describe('a rate-limited request', () => {
  it('shows a toast with the wait the server asked for, for a query', async () => {
    render(<ToastArea />);
    await createQueryClient().prefetchQuery({ queryKey: ['limited-query'], queryFn: () => apiRequest('/session/search', { method: 'POST', body: {} }), retry: false });
    expect(await screen.findByText('Too many requests: please wait 42 seconds and try again.')).toBeTruthy();
  });

  it('shows the same toast for an action', async () => {
    render(<ToastArea />);
    const action = new MutationObserver(createQueryClient(), { mutationFn: () => apiRequest('/favorite/1/s1', { method: 'POST' }) });
    await action.mutate().catch(() => undefined);
    expect(await screen.findByText('Too many requests: please wait 42 seconds and try again.')).toBeTruthy();
  });
});
