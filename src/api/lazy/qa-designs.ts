import { useQuery } from '@tanstack/react-query';
import type { QaDesign } from '../../../schemas/generated/api/qa/design';
import type { QaDesignList } from '../../../schemas/generated/api/qa/design-list';
import type { QaDesignRequest } from '../../../schemas/generated/api/qa/design-request';
import { apiRequest } from '../client';

export type { QaDesign, QaDesignRequest };

export const qaDesignKeys = { ofBlock: (page: string, block: string) => ['qa', 'designs', page, block] as const };

/** `GET /qa/designs?page=&block=`: the designs registered for one block of a page, every combination of them. */
export async function listBlockDesigns({ page, block }: { page: string; block: string }, signal?: AbortSignal): Promise<QaDesign[]> {
  const answer = await apiRequest<QaDesignList>('/qa/designs', { query: { page, block }, signal });
  return answer.designs;
}

/** The block's designs, loaded once for all its combinations. */
export function useBlockDesigns({ page, block }: { page: string; block: string }) {
  return useQuery({ queryKey: qaDesignKeys.ofBlock(page, block), queryFn: ({ signal }) => listBlockDesigns({ page, block }, signal) });
}

/** `PUT /qa/designs`: an uploaded image (the URL the site editor upload answered) becomes the combination's design. */
export function registerDesign(request: QaDesignRequest, signal?: AbortSignal): Promise<QaDesign> {
  return apiRequest<QaDesign>('/qa/designs', { method: 'PUT', body: request, signal });
}
