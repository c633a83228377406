import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../api/client';
import type { AllSettingsResponse, Environment, SettingsChangeRequest, SettingsSaveResponse } from '../../engine';

export const allSettingsKey = ['siteeditor', 'all'] as const;

/** Every environment's stored settings: what the editor edits and compares. */
export function useAllSettings() {
  return useQuery({
    queryKey: allSettingsKey,
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
