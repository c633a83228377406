import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '../engine';
import { apiRequest } from './client';
import { SAME_FOR_EVERYONE } from './same-for-everyone';

export const settingsKeys = {
  all: ['settings'] as const,
  at: (testingDate: string | null) => [...settingsKeys.all, testingDate] as const,
};

/** Public settings, feature flags, phases and the current phase (for the local testing date, if any). */
export function useSettings(testingDate: string | null = null) {
  return useQuery({
    queryKey: settingsKeys.at(testingDate),
    queryFn: ({ signal }) => apiRequest<SettingsResponse>('/settings', { query: { testingDate }, signal }),
    staleTime: 20_000,
    meta: SAME_FOR_EVERYONE,
    // A new testing date refetches; the page keeps the previous settings meanwhile instead of blanking.
    placeholderData: keepPreviousData,
  });
}
