import type { EvaluationForm } from '../../../schemas/generated/api/evaluations/form';
import type { EvaluationQuestion } from '../../../schemas/generated/api/evaluations/question';
import type { EvaluationResponse } from '../../../schemas/generated/api/evaluations/response';
import { questionStates, type AnswerDrafts, type QuestionState } from './evaluation-logic';

export type { EvaluationForm, EvaluationQuestion, EvaluationResponse };
export type { EvaluationSubmission } from '../../../schemas/generated/api/evaluations/submission';

/** Question types of spec 1 §5; any other type is shown (and checked) as a radio list. */
export const QUESTION_KINDS = ['MultiSelect', 'RadioList', 'PlainText', 'MultilineText', 'Dropdown'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Spec 1 §9: typed answers hold at most 1350 characters. */
export const MAX_TEXT_ANSWER_LENGTH = 1350;

/** Spec 1 §5: the evaluationQuestionDelimiter setting's default. */
export const DEFAULT_QUESTION_DELIMITER = ' | ';

const KINDS_BY_NAME = new Map(QUESTION_KINDS.map((kind) => [kind.toLowerCase(), kind]));

export const questionKind = (type: string): QuestionKind => KINDS_BY_NAME.get(type.trim().toLowerCase()) ?? 'RadioList';

/** The part of a question's text before the delimiter (the rest is for reports); an empty delimiter keeps it whole. */
export function shownQuestionText(text: string, delimiter: unknown = DEFAULT_QUESTION_DELIMITER): string {
  const cut = typeof delimiter === 'string' && delimiter !== '' ? text.indexOf(delimiter) : -1;
  return (cut >= 0 ? text.slice(0, cut) : text).trim();
}

/** Every question of a form, section by section, each in its order. */
export function orderedQuestions(form: EvaluationForm): EvaluationQuestion[] {
  return [...form.questionSections]
    .sort((a, b) => a.order - b.order)
    .flatMap((section) => [...section.evaluationQuestions].sort((a, b) => a.questionOrder - b.questionOrder));
}

/** The questions a form shows before anything is answered, in order. */
export const formQuestions = (form: EvaluationForm): EvaluationQuestion[] => orderedQuestions(form).filter((question) => question.visible);

/** Why an answer was refused; the client shows `required` and `too-long` beside the question. */
export type AnswerProblem = 'required' | 'unknown-question' | 'duplicate' | 'unknown-option' | 'one-choice' | 'too-long';

export interface AnswerIssue {
  /** Where in the request body, as the API's 400 names it: `/body/responses/2/evaluationResponseValues/0/value`. */
  path: string;
  questionId: string;
  problem: AnswerProblem;
  message: string;
}

type ValueCheck = (question: EvaluationQuestion, values: EvaluationResponse['evaluationResponseValues']) => { index: number; problem: AnswerProblem } | undefined;

const optionCheck: ValueCheck = (question, values) => {
  const known = new Set(question.options.map((option) => option.value));
  const index = values.findIndex((value) => !known.has(value.value));
  return index >= 0 ? { index, problem: 'unknown-option' } : undefined;
};

const oneOptionCheck: ValueCheck = (question, values) => (values.length > 1 ? { index: 1, problem: 'one-choice' } : optionCheck(question, values));

const textCheck: ValueCheck = (_question, values) => {
  if (values.length > 1) return { index: 1, problem: 'one-choice' };
  return [...(values[0]?.value ?? '')].length > MAX_TEXT_ANSWER_LENGTH ? { index: 0, problem: 'too-long' } : undefined;
};

const VALUE_CHECKS: Record<QuestionKind, ValueCheck> = {
  MultiSelect: optionCheck,
  RadioList: oneOptionCheck,
  Dropdown: oneOptionCheck,
  PlainText: textCheck,
  MultilineText: textCheck,
};

const MESSAGES: Record<AnswerProblem, (questionId: string) => string> = {
  required: (id) => `Question ${id} is required`,
  'unknown-question': (id) => `The form has no question ${id}`,
  duplicate: (id) => `Question ${id} is answered twice`,
  'unknown-option': (id) => `Question ${id} has no such option`,
  'one-choice': (id) => `Question ${id} takes one answer`,
  'too-long': (id) => `The answer to question ${id} is longer than ${MAX_TEXT_ANSWER_LENGTH} characters`,
};

const issue = (path: string, questionId: string, problem: AnswerProblem): AnswerIssue => ({ path, questionId, problem, message: MESSAGES[problem](questionId) });

const isBlank = (response: EvaluationResponse) => response.evaluationResponseValues.every((value) => value.value.trim() === '');

/** Answered by typing (the rest by choosing options). */
export const isTypedKind = (kind: QuestionKind): boolean => kind === 'PlainText' || kind === 'MultilineText';

/** The answers a submission gives, as the logic reads them: the typed text, or the chosen options' values. */
export function draftsOf(form: EvaluationForm, responses: readonly EvaluationResponse[]): AnswerDrafts {
  const kinds = new Map(form.questionSections.flatMap((section) => section.evaluationQuestions).map((question) => [question.id, questionKind(question.type)]));
  const drafts: Record<string, readonly string[] | string> = {};
  for (const { evaluationQuestionId: id, evaluationResponseValues: values } of responses) {
    const kind = kinds.get(id);
    if (kind && !(id in drafts)) drafts[id] = isTypedKind(kind) ? (values[0]?.value ?? '') : values.map((value) => value.value);
  }
  return drafts;
}

/** Each question's state for a submission's answers (its logic applied). */
export const submissionStates = (form: EvaluationForm, responses: readonly EvaluationResponse[]): Map<string, QuestionState> =>
  questionStates(form, draftsOf(form, responses));

/**
 * What is wrong with a form's responses (spec 1 §5), empty when nothing, with the form's logic applied to them (spec 1
 * §4): every response answers a question of the form once, chosen options exist (one for a radio list or dropdown),
 * typed text is at most 1350 characters, and every question the logic leaves visible and required has a non-blank
 * answer. An answer to a question the logic hides is no problem: it is dropped (`keptResponses`).
 */
export function answerIssues(form: EvaluationForm, responses: readonly EvaluationResponse[]): AnswerIssue[] {
  const questions = new Map(form.questionSections.flatMap((section) => section.evaluationQuestions).map((question) => [question.id, question]));
  const states = submissionStates(form, responses);
  const answered = new Set<string>();
  const issues: AnswerIssue[] = [];
  responses.forEach((response, at) => {
    const id = response.evaluationQuestionId;
    const question = questions.get(id);
    const path = `/body/responses/${at}`;
    if (!question) return void issues.push(issue(`${path}/evaluationQuestionId`, id, 'unknown-question'));
    if (answered.has(id)) return void issues.push(issue(`${path}/evaluationQuestionId`, id, 'duplicate'));
    answered.add(id);
    const state = states.get(id);
    if (!state?.visible) return;
    const wrong = VALUE_CHECKS[questionKind(question.type)](question, response.evaluationResponseValues);
    if (wrong) issues.push(issue(`${path}/evaluationResponseValues/${wrong.index}/value`, id, wrong.problem));
    else if (state.required && isBlank(response)) issues.push(issue(`${path}/evaluationResponseValues`, id, 'required'));
  });
  for (const [id, state] of states) {
    if (state.visible && state.required && !answered.has(id)) issues.push(issue('/body/responses', id, 'required'));
  }
  return issues;
}

/**
 * The responses worth keeping: those to questions the logic leaves visible (the answers to hidden ones are dropped),
 * each rebuilt from the form: a chosen option's text and score are the form's (not what the caller sent), each option
 * once; a typed answer is its text. Call it on responses `answerIssues` found nothing wrong with.
 */
export function keptResponses(form: EvaluationForm, responses: readonly EvaluationResponse[]): EvaluationResponse[] {
  const states = submissionStates(form, responses);
  const questions = new Map(orderedQuestions(form).map((question) => [question.id, question]));
  return responses.flatMap((response): EvaluationResponse[] => {
    const question = questions.get(response.evaluationQuestionId);
    if (!question || states.get(question.id)?.visible !== true) return [];
    if (isTypedKind(questionKind(question.type))) {
      const text = response.evaluationResponseValues[0]?.value ?? '';
      return [{ evaluationQuestionId: question.id, evaluationResponseValues: [{ value: text, displayValue: text, scoreValue: null }] }];
    }
    const chosen = new Set(response.evaluationResponseValues.map((value) => value.value));
    const values = question.options.filter((option) => chosen.has(option.value)).map(({ value, displayValue, scoreValue }) => ({ value, displayValue, scoreValue }));
    return [{ evaluationQuestionId: question.id, evaluationResponseValues: values }];
  });
}

/** What an attendee entered for one question: the chosen option values, or the typed text. */
export type AnswerDraft = readonly string[] | string;

/**
 * The responses to send for the entered answers, in the form's order; unanswered questions (no option, blank text)
 * and those the logic hides are left out (spec 1 §4, §5).
 */
export function responsesOf(form: EvaluationForm, drafts: Readonly<Record<string, AnswerDraft | undefined>>): EvaluationResponse[] {
  const states = questionStates(form, drafts);
  return orderedQuestions(form).flatMap((question): EvaluationResponse[] => {
    if (!states.get(question.id)?.visible) return [];
    const draft = drafts[question.id];
    if (typeof draft === 'string') {
      return draft.trim() === '' ? [] : [{ evaluationQuestionId: question.id, evaluationResponseValues: [{ value: draft, displayValue: draft, scoreValue: null }] }];
    }
    const chosen = question.options.filter((option) => draft?.includes(option.value));
    if (chosen.length === 0) return [];
    return [{ evaluationQuestionId: question.id, evaluationResponseValues: chosen.map(({ value, displayValue, scoreValue }) => ({ value, displayValue, scoreValue })) }];
  });
}
