import { answerIssues, questionKind, responsesOf, type AnswerDraft, type AnswerProblem, type EvaluationForm } from '../../../../src/engine/lazy/evaluation-answers';

/** The translation key shown for each problem an attendee can fix, by the kind of question it is about. */
export type ProblemKeys = Partial<Record<AnswerProblem, string>> & { requiredDropdown?: string };

/**
 * What is wrong with the answers so far, as a translation key by question id (the first problem of each question):
 * the same check the server makes, with the form's logic applied, so nothing the browser lets through is refused.
 */
export function questionErrors(form: EvaluationForm, drafts: Readonly<Record<string, AnswerDraft | undefined>>, keys: ProblemKeys): Record<string, string> {
  const types = new Map(form.questionSections.flatMap((section) => section.evaluationQuestions).map((question) => [question.id, question.type]));
  const errors: Record<string, string> = {};
  for (const { questionId, problem } of answerIssues(form, responsesOf(form, drafts))) {
    const dropdown = problem === 'required' && questionKind(types.get(questionId) ?? '') === 'Dropdown';
    const key = (dropdown ? keys.requiredDropdown : undefined) ?? keys[problem];
    if (key && !(questionId in errors)) errors[questionId] = key;
  }
  return errors;
}

/** Moves focus to the field of the first question with a problem, so the attendee lands where something is missing. */
export function focusFirstProblem(form: HTMLFormElement, errors: Readonly<Record<string, string>>): void {
  const first = Object.keys(errors)[0];
  if (first) form.querySelector<HTMLElement>(`[data-question-id="${CSS.escape(first)}"] :is(input, textarea, select)`)?.focus();
}
