import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvaluationList } from '../../../schemas/generated/api/evaluations/list';
import type { EvaluationSubmitResult } from '../../../schemas/generated/api/evaluations/submit-result';
import type { EvaluationForm, EvaluationSubmission } from '../../engine/lazy/evaluation-answers';
import { ApiError, apiRequest } from '../client';

export type { EvaluationList, EvaluationSubmitResult };

/** What is evaluated: a session (by id or code), the conference, or a survey (spec 1 §7). */
export type EvaluationTarget = { kind: 'session'; id: string } | { kind: 'conference' } | { kind: 'survey'; id: string };

const targetKey = (target: EvaluationTarget): string => (target.kind === 'conference' ? 'conference' : `${target.kind}:${target.id}`);

export const evaluationKeys = {
  /** What the attendee has to evaluate, in every language: the list and its count refresh after every submission. */
  lists: ['evaluations', 'list'] as const,
  list: (lang: string) => ['evaluations', 'list', lang] as const,
  /** An evaluation's form in every language. */
  forms: (target: EvaluationTarget) => ['evaluations', 'form', targetKey(target)] as const,
  form: (target: EvaluationTarget, lang: string) => ['evaluations', 'form', targetKey(target), lang] as const,
};

/** Spec 1 §9: what the attendee has completed may be five minutes old. */
const LIST_STALE_MS = 300_000;

/** The sessions the attendee may evaluate and the conference evaluation's state (GET /evaluation/all/{lang}). */
export function useEvaluationList(lang: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: evaluationKeys.list(lang),
    queryFn: ({ signal }) => apiRequest<EvaluationList>(`/evaluation/all/${lang}`, { signal }),
    staleTime: LIST_STALE_MS,
    enabled,
  });
}

function formPath(target: EvaluationTarget, lang: string): string {
  if (target.kind === 'conference') return `/evaluation/conference/${lang}`;
  return `/evaluation/${target.kind}/${encodeURIComponent(target.id)}/${lang}`;
}

/** A form in the reader's language (refusals are 4xx: the app's queries do not ask again for those). */
export function useEvaluationForm(target: EvaluationTarget, lang: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: evaluationKeys.form(target, lang),
    queryFn: ({ signal }) => apiRequest<EvaluationForm>(formPath(target, lang), { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Where a submission goes; a signed-out visitor's survey answer is anonymous by the path it takes. */
function submitPath(target: EvaluationTarget, signedIn: boolean): string {
  if (target.kind === 'session') return `/evaluation/session/${encodeURIComponent(target.id)}`;
  if (target.kind === 'conference') return '/evaluation/submit';
  return signedIn ? '/evaluation/submitSurvey' : '/evaluation/submitSurveyAnonymously';
}

/**
 * Sends the answers. On success the attendee's list (and with it the count of what is left to evaluate) reloads, and
 * the form is asked for again when next shown (the server then says it was answered). Refused answers (400) mean the
 * form changed meanwhile (a new version was published): it reloads at once, keeping what was answered.
 */
export function useSubmitEvaluation(target: EvaluationTarget, { signedIn }: { signedIn: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: EvaluationSubmission) => apiRequest<EvaluationSubmitResult>(submitPath(target, signedIn), { method: 'POST', body: submission }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: evaluationKeys.forms(target), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: evaluationKeys.lists });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) void queryClient.invalidateQueries({ queryKey: evaluationKeys.forms(target) });
    },
  });
}

/** How the form takes a refusal from the server: the evaluation was answered, cannot be answered now, or failed. */
export type EvaluationRefusal = 'completed' | 'unavailable' | 'failed';

/**
 * The API's refusals by meaning (server/evaluations/service.ts): a 409 names which one; switched off (403) or no such
 * evaluation (404) is unavailable; anything else (the network, the server) is a failure worth telling the attendee.
 */
export function evaluationRefusal(error: unknown): EvaluationRefusal {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 409) return error.body.error === 'EvaluationCompleted' ? 'completed' : 'unavailable';
  return error.status === 403 || error.status === 404 ? 'unavailable' : 'failed';
}
