import type { QaDesign } from '../../../schemas/generated/api/qa/design';
import type { QaDesignList } from '../../../schemas/generated/api/qa/design-list';
import type { QaDesignRequest } from '../../../schemas/generated/api/qa/design-request';
import { apiRequest } from '../client';

export type { QaDesign, QaDesignRequest };

/** `GET /qa/designs?page=&block=`: the designs registered for one block of a page, every combination of them. */
export async function listBlockDesigns({ page, block }: { page: string; block: string }, signal?: AbortSignal): Promise<QaDesign[]> {
  const answer = await apiRequest<QaDesignList>('/qa/designs', { query: { page, block }, signal });
  return answer.designs;
}

/** `PUT /qa/designs`: an uploaded image (the URL the site editor upload answered) becomes the combination's design. */
export function registerDesign(request: QaDesignRequest, signal?: AbortSignal): Promise<QaDesign> {
  return apiRequest<QaDesign>('/qa/designs', { method: 'PUT', body: request, signal });
}
