import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../client';
import type { AllSettingsResponse, Environment, SettingsChangeRequest, SettingsSaveResponse } from '../../engine';

// The site editor's settings calls, apart from settings.ts so no attendee downloads them.

/** Query keys of the site editor's settings: every environment's stored settings. */
export const siteEditorKeys = {
  all: ['siteeditor', 'all'] as const,
};

/** Every environment's stored settings: what the editor edits and compares. */
export function useAllSettings() {
  return useQuery({
    queryKey: siteEditorKeys.all,
    queryFn: ({ signal }) => apiRequest<AllSettingsResponse>('/siteeditor/all', { signal }),
    staleTime: 0,
    retry: 1,
  });
}

/** Posts changes to one environment; a 400 answers `invalid` with its details, anything else that fails is `error`. */
export async function saveSettingChanges(env: Environment, changes: SettingsChangeRequest['changes']): Promise<SettingsSaveResponse> {
  try {
    return await apiRequest<SettingsSaveResponse>(`/siteeditor/setting/${env}`, { method: 'POST', body: { changes } });
  } catch (error) {
    if (error instanceof ApiError && error.body.result === 'invalid') return { result: 'invalid', details: error.body.details ?? [] };
    return { result: 'error' };
  }
}
