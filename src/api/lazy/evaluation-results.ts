import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EvaluationResults } from '../../../schemas/generated/api/evaluations/results';
import type { EvaluationTextAnswers } from '../../../schemas/generated/api/evaluations/results-answers';
import type { EvaluationResultForms } from '../../../schemas/generated/api/evaluations/results-forms';
import type { Locale } from '../../engine';
import { API_BASE, apiRequest } from '../client';

// The organisers' evaluation results (site editors): under lazy/, so no attendee downloads them.

export type { EvaluationResultForms, EvaluationResults, EvaluationTextAnswers };
export type QuestionResult = EvaluationResults['questions'][number];

/** Which answers: one form's, optionally about one session and from one attendee type. */
export interface ResultsFilter {
  formKey: string;
  sessionId?: string | undefined;
  attendeeType?: string | undefined;
}

const PATH = '/siteeditor/evaluation-results';

export const evaluationResultKeys = {
  forms: (lang: Locale) => ['siteeditor', 'evaluation-results', 'forms', lang] as const,
  summary: (filter: ResultsFilter, lang: Locale) => ['siteeditor', 'evaluation-results', 'summary', filter, lang] as const,
  /** The text answers after the summary's first page, which `after` ends. */
  answers: (filter: ResultsFilter, questionId: string, after: number | null) => ['siteeditor', 'evaluation-results', 'answers', filter, questionId, after] as const,
};

/** The forms that have answers (GET /siteeditor/evaluation-results). */
export function useEvaluationResultForms(lang: Locale) {
  return useQuery({
    queryKey: evaluationResultKeys.forms(lang),
    queryFn: ({ signal }) => apiRequest<EvaluationResultForms>(PATH, { query: { lang }, signal }),
    staleTime: 0,
    retry: 1,
  });
}

/** A form's answers added up for the filter; the last results stay shown while another filter loads. */
export function useEvaluationResults(filter: ResultsFilter | null, lang: Locale) {
  return useQuery({
    queryKey: evaluationResultKeys.summary(filter ?? { formKey: '' }, lang),
    queryFn: ({ signal }) => apiRequest<EvaluationResults>(`${PATH}/summary`, { query: { ...filter, lang }, signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: 1,
  });
}

/**
 * A text question's answers after the summary's first page (which ends at `after`), a page at a time: nothing is
 * fetched until `enabled` (the first "show more"); `fetchNextPage` brings the next.
 */
export function useMoreTextAnswers(filter: ResultsFilter, questionId: string, after: number | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: evaluationResultKeys.answers(filter, questionId, after),
    queryFn: ({ pageParam, signal }) => apiRequest<EvaluationTextAnswers>(`${PATH}/answers`, { query: { ...filter, questionId, before: pageParam }, signal }),
    initialPageParam: after ?? 0,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: enabled && after !== null,
    staleTime: 0,
  });
}

/** Where the browser downloads the CSV of the filter's answers: a plain link, so it streams straight to a file. */
export function evaluationResultsCsvUrl(filter: ResultsFilter, lang: Locale): string {
  const query = new URLSearchParams({ formKey: filter.formKey, ...(filter.sessionId ? { sessionId: filter.sessionId } : {}), ...(filter.attendeeType ? { attendeeType: filter.attendeeType } : {}), lang });
  return `${API_BASE}${PATH}/export?${query}`;
}
