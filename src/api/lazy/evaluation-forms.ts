import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvaluationFormPublish } from '../../../schemas/generated/api/evaluations/form-publish';
import type { EvaluationFormSummaries } from '../../../schemas/generated/api/evaluations/form-summaries';
import type { PublishedEvaluationForm } from '../../../schemas/generated/api/evaluations/published-form';
import { apiRequest } from '../client';

// The site editors' evaluation forms calls (issue 20): their own chunk, so no attendee downloads them.

export type { EvaluationFormPublish, EvaluationFormSummaries, PublishedEvaluationForm };
export type EvaluationFormSummary = EvaluationFormSummaries['forms'][number];

export const evaluationFormKeys = {
  all: ['siteeditor', 'evaluation-forms'] as const,
  version: (formKey: string, version: number | 'newest') => ['siteeditor', 'evaluation-forms', formKey, version] as const,
};

const VERSION_PATH = '/siteeditor/evaluation-forms/version';

/** Every form with its newest version and each version's number of answers (GET /siteeditor/evaluation-forms). */
export function useEvaluationForms() {
  return useQuery({
    queryKey: evaluationFormKeys.all,
    queryFn: ({ signal }) => apiRequest<EvaluationFormSummaries>('/siteeditor/evaluation-forms', { signal }),
    staleTime: 0,
    retry: 1,
  });
}

/** One version of a form, the newest when `version` is left out (GET /siteeditor/evaluation-forms/version). */
export const fetchEvaluationFormVersion = (formKey: string, version?: number, signal?: AbortSignal) =>
  apiRequest<PublishedEvaluationForm>(VERSION_PATH, { query: { key: formKey, version }, signal });

/** The newest version of a form, for as long as `formKey` names one (`enabled`). */
export function useNewestEvaluationForm(formKey: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: evaluationFormKeys.version(formKey, 'newest'),
    queryFn: ({ signal }) => fetchEvaluationFormVersion(formKey, undefined, signal),
    staleTime: 0,
    retry: false,
    enabled,
  });
}

/**
 * Publishes the next version of a form (POST /siteeditor/evaluation-forms/version). A 409 (someone published since
 * the base version) carries the current version in its body's `current`; the list refreshes whatever the outcome.
 */
export function usePublishEvaluationForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EvaluationFormPublish) => apiRequest<PublishedEvaluationForm>(VERSION_PATH, { method: 'POST', body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: evaluationFormKeys.all }),
  });
}
