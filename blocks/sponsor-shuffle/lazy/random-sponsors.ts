import type { Company } from '../../../schemas/generated/company';
import { apiRequest } from '../../../src/api/client';

/** `GET /company/randomqb`: `quantity` random companies with a logo, and `buffer` more, all distinct. */
export interface RandomBatch {
  data: Company[];
  buffer: Company[];
}

export function fetchRandomSponsors(quantity: number, buffer: number, signal?: AbortSignal): Promise<RandomBatch> {
  return apiRequest<RandomBatch>('/company/randomqb', { query: { quantity, buffer }, signal });
}
