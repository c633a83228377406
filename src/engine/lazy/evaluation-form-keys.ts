import type { AuthoredEvaluationForm } from './evaluation-forms';
import type { LogicProblem } from './evaluation-logic';

const SURVEY_PREFIX = 'survey:';

/** A survey's form (`survey:{id}`): the only kind a signed-out visitor may answer, when it is open to them. */
export const isSurveyKey = (formKey: string): boolean => formKey.startsWith(SURVEY_PREFIX);

/**
 * What is wrong with keeping `form` under `formKey` (empty when nothing), paths into the form: a survey is answered
 * by its form's id (`evaluationId`) and found by its key, so the two must name the same survey.
 */
export function formKeyProblems(formKey: string, form: Pick<AuthoredEvaluationForm, 'id'>): LogicProblem[] {
  if (!isSurveyKey(formKey) || formKey === `${SURVEY_PREFIX}${form.id}`) return [];
  return [{ path: '/id', message: `A survey's form id is its key's id: ${formKey.slice(SURVEY_PREFIX.length)}` }];
}
