import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestingDateRequest } from '../../engine';
import { apiRequest } from '../client';
import { contentKeys } from '../content';
import { settingsKeys } from '../settings';

/**
 * Sets (ISO date) or clears (null) the server testing date of the site's environment: every visitor of that
 * environment then sees the site as at that moment. Settings and page content are refetched afterwards.
 */
export function useSetServerTestingDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (testingDate: string | null) =>
      apiRequest<TestingDateRequest>('/siteeditor/testing-date', { method: 'PUT', body: { testingDate } satisfies TestingDateRequest }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: settingsKeys.all }), queryClient.invalidateQueries({ queryKey: contentKeys.all })]),
  });
}
