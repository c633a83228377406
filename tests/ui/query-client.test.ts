import { QueryObserver, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/app/query-client';

const sentWithPage = (data: unknown): DehydratedState =>
  ({ mutations: [], queries: [{ queryKey: ['evaluations', 'list', 'en-us'], queryHash: '["evaluations","list","en-us"]', state: { data, dataUpdatedAt: Date.now() } }] }) as unknown as DehydratedState;

async function mount(client: ReturnType<typeof createQueryClient>, queryFn: () => Promise<string>) {
  const observer = new QueryObserver(client, { queryKey: ['evaluations', 'list', 'en-us'], queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  unsubscribe();
}

describe('answers sent with a server-drawn page', () => {
  it('are not asked for again when first shown', async () => {
    const queryFn = vi.fn(async () => 'fetched');
    const client = createQueryClient(sentWithPage('drawn'));
    await mount(client, queryFn);
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('are asked for again once invalidated (the attendee changed what they show), however recently they came', async () => {
    const queryFn = vi.fn(async () => 'fetched');
    const client = createQueryClient(sentWithPage('drawn'));
    await client.invalidateQueries({ queryKey: ['evaluations', 'list'] });
    await mount(client, queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['evaluations', 'list', 'en-us'])).toBe('fetched');
  });
});
