import type { EvaluationForm } from '../../../schemas/generated/api/evaluations/form';
import type { EvaluationLogicRule } from '../../../schemas/generated/api/evaluations/logic-rule';
import type { EvaluationQuestion } from '../../../schemas/generated/api/evaluations/question';

export type { EvaluationLogicRule };

/** Spec 1 §4: how a rule compares the parent question's answer with its trigger value. */
export const LOGIC_OPERATORS = ['Equals', 'Not Equals', 'Greater than', 'Less than'] as const;
/** Spec 1 §4: what a rule that holds does to the question it belongs to. */
export const LOGIC_ACTIONS = ['Required', 'Visible'] as const;

/** What the attendee has answered so far, by question id: the chosen options' values, or the typed text. */
export type AnswerDrafts = Readonly<Record<string, readonly string[] | string | undefined>>;

/** A question as the attendee meets it, once the rules have been applied to the answers given. */
export interface QuestionState {
  visible: boolean;
  required: boolean;
  /** The text shown: a holding rule's label override, else the question's own text. */
  text: string;
}

const numeric = (text: string): number | undefined => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined);

/** Typed answers (any other type, unknown ones included, is answered by choosing options: spec 1 §5). */
const isTyped = (question: EvaluationQuestion) => ['plaintext', 'multilinetext'].includes(question.type.trim().toLowerCase());

/**
 * Whether a rule holds for the parent's answer. Only what does not depend on the reader's language counts: a chosen
 * option's value or score, or the typed text, so the browser (in the attendee's language) and the server agree.
 * - An unanswered parent holds no rule (not even Not Equals): a question that depends on an answer waits for one.
 * - Equals and Not Equals compare with the chosen options' values; a number no option has as its value compares with
 *   their scores.
 * - Greater than and Less than compare the chosen options' scores (an option without one, such as "not applicable",
 *   compares with nothing), or a typed number.
 */
export function ruleHolds(rule: Pick<EvaluationLogicRule, 'operator' | 'triggerValue'>, parent: EvaluationQuestion, draft: readonly string[] | string | undefined): boolean {
  const trigger = rule.triggerValue.trim();
  const triggerNumber = numeric(trigger);
  let values: string[];
  let numbers: number[];
  if (typeof draft === 'string' || isTyped(parent)) {
    const text = typeof draft === 'string' ? draft.trim() : '';
    values = text === '' ? [] : [text];
    numbers = values.flatMap((value) => numeric(value) ?? []);
  } else {
    const chosen = parent.options.filter((option) => draft?.includes(option.value));
    values = chosen.map((option) => option.value);
    numbers = chosen.flatMap((option) => (option.scoreValue === null ? [] : [option.scoreValue]));
  }
  if (values.length === 0) return false;
  const byValue = isTyped(parent) || parent.options.some((option) => option.value === trigger);
  const equals = byValue ? values.includes(trigger) : triggerNumber !== undefined && numbers.includes(triggerNumber);
  switch (rule.operator) {
    case 'Equals':
      return equals;
    case 'Not Equals':
      return !equals;
    case 'Greater than':
      return triggerNumber !== undefined && numbers.some((value) => value > triggerNumber);
    case 'Less than':
      return triggerNumber !== undefined && numbers.some((value) => value < triggerNumber);
  }
}

const allQuestions = (form: EvaluationForm): EvaluationQuestion[] => form.questionSections.flatMap((section) => section.evaluationQuestions);

/**
 * Each question's state for the answers given (spec 1 §4). A question starts as its own `visible` and `required` say;
 * each of its rules that holds turns on what its actions name and may relabel it. A hidden question's answer counts for
 * nothing, so a chain (A shows B, B's answer shows C) closes from its start: hiding A hides C too. A rule in a cycle
 * (which the form check refuses) holds nothing.
 */
export function questionStates(form: EvaluationForm, drafts: AnswerDrafts): Map<string, QuestionState> {
  const questions = new Map(allQuestions(form).map((question) => [question.id, question]));
  const states = new Map<string, QuestionState>();
  const resolving = new Set<string>();
  const stateOf = (question: EvaluationQuestion): QuestionState => {
    const known = states.get(question.id);
    if (known) return known;
    resolving.add(question.id);
    const state: QuestionState = { visible: question.visible, required: question.required, text: question.questionText };
    for (const rule of question.evaluationLogic ?? []) {
      const parent = questions.get(rule.parentQuestionId);
      if (!parent || resolving.has(parent.id) || !stateOf(parent).visible || !ruleHolds(rule, parent, drafts[parent.id])) continue;
      if (rule.actions.includes('Visible')) state.visible = true;
      if (rule.actions.includes('Required')) state.required = true;
      if (rule.labelOverride) state.text = rule.labelOverride;
    }
    resolving.delete(question.id);
    states.set(question.id, state);
    return state;
  };
  for (const question of questions.values()) stateOf(question);
  return states;
}

/** A problem with a form's logic, where it is (a JSON pointer into the form) and what is wrong. */
export interface LogicProblem {
  path: string;
  message: string;
}

/** Whether `trigger` can ever match an answer to `parent` with `operator`. */
function triggerProblem(rule: EvaluationLogicRule, parent: EvaluationQuestion): string | undefined {
  const comparesNumbers = rule.operator === 'Greater than' || rule.operator === 'Less than';
  if (comparesNumbers && numeric(rule.triggerValue) === undefined) return `"${rule.operator}" needs a number to compare with, not "${rule.triggerValue}"`;
  if (isTyped(parent)) return comparesNumbers ? undefined : rule.triggerValue.trim() === '' ? 'A typed answer is compared with a text that is not empty' : undefined;
  if (comparesNumbers) {
    return parent.options.some((option) => option.scoreValue !== null) ? undefined : `Question ${parent.id} has no scored option to compare`;
  }
  const trigger = rule.triggerValue.trim();
  const matches = parent.options.some((option) => option.value === trigger || (option.scoreValue !== null && String(option.scoreValue) === trigger));
  return matches ? undefined : `Question ${parent.id} has no option "${rule.triggerValue}" (an option's value or score, not its text)`;
}

/**
 * What is wrong with a form's logic (empty when nothing): every rule belongs to the question holding it, names another
 * question of the same form as its parent, has a trigger its parent's answers can meet, and no question depends on
 * itself through a chain of rules.
 */
export function formLogicProblems(form: EvaluationForm): LogicProblem[] {
  const problems: LogicProblem[] = [];
  const questions = new Map(allQuestions(form).map((question) => [question.id, question]));
  const parents = new Map<string, string[]>();
  form.questionSections.forEach((section, s) =>
    section.evaluationQuestions.forEach((question, q) =>
      (question.evaluationLogic ?? []).forEach((rule, r) => {
        const path = `/questionSections/${s}/evaluationQuestions/${q}/evaluationLogic/${r}`;
        if (rule.dependentQuestionId !== question.id) problems.push({ path: `${path}/dependentQuestionId`, message: `A rule of question ${question.id} must name it as the dependent question` });
        const parent = questions.get(rule.parentQuestionId);
        if (!parent) return void problems.push({ path: `${path}/parentQuestionId`, message: `The form has no question ${rule.parentQuestionId}` });
        if (parent.id === question.id) return void problems.push({ path: `${path}/parentQuestionId`, message: `Question ${question.id} cannot depend on itself` });
        const wrongTrigger = triggerProblem(rule, parent);
        if (wrongTrigger) problems.push({ path: `${path}/triggerValue`, message: wrongTrigger });
        parents.set(question.id, [...(parents.get(question.id) ?? []), parent.id]);
      }),
    ),
  );
  const cycle = dependencyCycle(parents);
  if (cycle) problems.push({ path: '/questionSections', message: `Questions depend on each other in a circle: ${cycle.join(' → ')}` });
  return problems;
}

/** A cycle in the questions' dependencies (child → parents), as the ids around it, or undefined. */
function dependencyCycle(parents: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (id: string): string[] | undefined => {
    if (path.includes(id)) return [...path.slice(path.indexOf(id)), id];
    if (done.has(id)) return undefined;
    path.push(id);
    for (const parent of parents.get(id) ?? []) {
      const found = visit(parent);
      if (found) return found;
    }
    path.pop();
    done.add(id);
    return undefined;
  };
  for (const id of parents.keys()) {
    const found = visit(id);
    if (found) return found;
  }
  return undefined;
}
