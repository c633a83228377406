import { produce, type Draft } from 'immer';
import { DEFAULT_LOCALE, type Locale } from '../../../engine';
import { isTypedKind, questionKind } from '../../../engine/lazy/evaluation-answers';
import type { AuthoredEvaluationForm, LocalizedText } from '../../../engine/lazy/evaluation-forms';

// What the site editor does to a form in the UI view, one function per gesture; each returns a new form.

export type AuthoredSection = AuthoredEvaluationForm['questionSections'][number];
export type AuthoredQuestion = AuthoredSection['evaluationQuestions'][number];
export type AuthoredOption = AuthoredQuestion['options'][number];
export type AuthoredRule = NonNullable<AuthoredQuestion['evaluationLogic']>[number];
export type QuestionType = AuthoredQuestion['type'];

/** Spec 1 §5: the five question types. */
export const QUESTION_TYPES: readonly QuestionType[] = ['RadioList', 'Dropdown', 'MultiSelect', 'PlainText', 'MultilineText'];

/** Typed answers have no options; the other types are answered by choosing them. */
export const isChoiceType = (type: QuestionType): boolean => !isTypedKind(questionKind(type));

/** Any change of the form: `recipe` edits a draft of it. */
export const editForm = (form: AuthoredEvaluationForm, recipe: (draft: Draft<AuthoredEvaluationForm>) => void): AuthoredEvaluationForm => produce(form, recipe);

/** `text` with its `locale` version set: an emptied language other than English is dropped, so English stands in. */
export function withText(text: LocalizedText, locale: Locale, value: string): LocalizedText {
  if (value !== '' || locale === DEFAULT_LOCALE) return { ...text, [locale]: value };
  const { [locale]: _dropped, ...rest } = text;
  return rest as LocalizedText;
}

/** The first of `prefix-1`, `prefix-2`, … that `taken` does not hold. */
function freeId(prefix: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) if (!taken.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

const allQuestions = (form: Draft<AuthoredEvaluationForm> | AuthoredEvaluationForm) => form.questionSections.flatMap((section) => section.evaluationQuestions);

/** Moves the item at `index` by `by` places, staying within the list. */
function moveWithin<T>(list: T[], index: number, by: number): void {
  const target = index + by;
  if (target < 0 || target >= list.length) return;
  const [item] = list.splice(index, 1);
  if (item !== undefined) list.splice(target, 0, item);
}

/** A new form for `formKey`: one empty section. A survey's form id is its key's id (the server checks it). */
export function newForm(formKey: string): AuthoredEvaluationForm {
  const id = formKey.startsWith('survey:') ? formKey.slice('survey:'.length) : formKey.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'form';
  return { id, questionSections: [{ name: { 'en-us': '' }, introduction: { 'en-us': '' }, order: 1, evaluationQuestions: [] }] };
}

export const addSection = (form: AuthoredEvaluationForm) =>
  editForm(form, (draft) => {
    const order = Math.max(0, ...draft.questionSections.map((section) => section.order)) + 1;
    draft.questionSections.push({ name: { 'en-us': '' }, introduction: { 'en-us': '' }, order, evaluationQuestions: [] });
  });

export const removeSection = (form: AuthoredEvaluationForm, s: number) => editForm(form, (draft) => void draft.questionSections.splice(s, 1));

/** Moves a section; the sections' `order` follows their new places. */
export const moveSection = (form: AuthoredEvaluationForm, s: number, by: number) =>
  editForm(form, (draft) => {
    moveWithin(draft.questionSections, s, by);
    draft.questionSections.forEach((section, index) => (section.order = index + 1));
  });

export const addQuestion = (form: AuthoredEvaluationForm, s: number) =>
  editForm(form, (draft) => {
    const section = draft.questionSections[s];
    if (!section) return;
    const id = freeId('question', new Set(allQuestions(draft).map((question) => question.id)));
    const questionOrder = Math.max(0, ...section.evaluationQuestions.map((question) => question.questionOrder)) + 1;
    section.evaluationQuestions.push({ id, type: 'RadioList', questionText: { 'en-us': '' }, required: false, visible: true, questionOrder, options: [] });
  });

export const removeQuestion = (form: AuthoredEvaluationForm, s: number, q: number) =>
  editForm(form, (draft) => void draft.questionSections[s]?.evaluationQuestions.splice(q, 1));

/** Moves a question within its section; the questions' `questionOrder` follows their new places. */
export const moveQuestion = (form: AuthoredEvaluationForm, s: number, q: number, by: number) =>
  editForm(form, (draft) => {
    const questions = draft.questionSections[s]?.evaluationQuestions;
    if (!questions) return;
    moveWithin(questions, q, by);
    questions.forEach((question, index) => (question.questionOrder = index + 1));
  });

/** Gives a question another id, and every rule naming it (its own, and those of the questions depending on it) follows. */
export const renameQuestion = (form: AuthoredEvaluationForm, s: number, q: number, id: string) =>
  editForm(form, (draft) => {
    const question = draft.questionSections[s]?.evaluationQuestions[q];
    if (!question) return;
    const old = question.id;
    for (const other of allQuestions(draft)) {
      for (const rule of other.evaluationLogic ?? []) {
        if (rule.parentQuestionId === old) rule.parentQuestionId = id;
        if (other === question && rule.dependentQuestionId === old) rule.dependentQuestionId = id;
      }
    }
    question.id = id;
  });

export const addOption = (form: AuthoredEvaluationForm, s: number, q: number) =>
  editForm(form, (draft) => {
    const question = draft.questionSections[s]?.evaluationQuestions[q];
    if (!question) return;
    const id = freeId(question.id, new Set(question.options.map((option) => option.id)));
    const values = new Set(question.options.map((option) => option.value));
    let value = question.options.length + 1;
    while (values.has(String(value))) value++;
    question.options.push({ id, value: String(value), displayValue: { 'en-us': '' }, scoreValue: null });
  });

export const removeOption = (form: AuthoredEvaluationForm, s: number, q: number, o: number) =>
  editForm(form, (draft) => void draft.questionSections[s]?.evaluationQuestions[q]?.options.splice(o, 1));

export const moveOption = (form: AuthoredEvaluationForm, s: number, q: number, o: number, by: number) =>
  editForm(form, (draft) => {
    const options = draft.questionSections[s]?.evaluationQuestions[q]?.options;
    if (options) moveWithin(options, o, by);
  });

/** A rule for the question: shown when another question of the form (the first, to start with) has its first option. */
export const addRule = (form: AuthoredEvaluationForm, s: number, q: number) =>
  editForm(form, (draft) => {
    const question = draft.questionSections[s]?.evaluationQuestions[q];
    if (!question) return;
    const parent = allQuestions(draft).find((candidate) => candidate.id !== question.id);
    question.evaluationLogic = [
      ...(question.evaluationLogic ?? []),
      { dependentQuestionId: question.id, parentQuestionId: parent?.id ?? '', operator: 'Equals', triggerValue: parent?.options[0]?.value ?? '', actions: ['Visible'], labelOverride: null },
    ];
  });

/** Removes a rule; a question left without rules has none (no empty list). */
export const removeRule = (form: AuthoredEvaluationForm, s: number, q: number, r: number) =>
  editForm(form, (draft) => {
    const question = draft.questionSections[s]?.evaluationQuestions[q];
    if (!question?.evaluationLogic) return;
    question.evaluationLogic.splice(r, 1);
    if (question.evaluationLogic.length === 0) delete question.evaluationLogic;
  });

/** A change of one section, question, option or rule: `recipe` edits a draft of it. */
export const editSection = (form: AuthoredEvaluationForm, s: number, recipe: (section: Draft<AuthoredSection>) => void) =>
  editForm(form, (draft) => {
    const section = draft.questionSections[s];
    if (section) recipe(section);
  });

export const editQuestion = (form: AuthoredEvaluationForm, s: number, q: number, recipe: (question: Draft<AuthoredQuestion>) => void) =>
  editSection(form, s, (section) => {
    const question = section.evaluationQuestions[q];
    if (question) recipe(question);
  });

export const editOption = (form: AuthoredEvaluationForm, s: number, q: number, o: number, recipe: (option: Draft<AuthoredOption>) => void) =>
  editQuestion(form, s, q, (question) => {
    const option = question.options[o];
    if (option) recipe(option);
  });

export const editRule = (form: AuthoredEvaluationForm, s: number, q: number, r: number, recipe: (rule: Draft<AuthoredRule>) => void) =>
  editQuestion(form, s, q, (question) => {
    const rule = question.evaluationLogic?.[r];
    if (rule) recipe(rule);
  });
