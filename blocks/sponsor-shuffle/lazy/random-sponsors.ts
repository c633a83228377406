import type { RandomCompaniesResponse } from '../../../schemas/generated/api/catalogue/random-companies';
import { apiRequest } from '../../../src/api/client';

/** `GET /company/randomqb`: `quantity` random companies with a logo, and `buffer` more, all distinct. */
export function fetchRandomSponsors(quantity: number, buffer: number, signal?: AbortSignal): Promise<RandomCompaniesResponse> {
  return apiRequest<RandomCompaniesResponse>('/company/randomqb', { query: { quantity, buffer }, signal });
}
