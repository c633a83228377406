import { describe, expect, it } from 'vitest';
import { isFormKey, judgeDraft } from '../../src/editor/tools/evaluation-forms/form-check';
import {
  addOption,
  addQuestion,
  addRule,
  moveQuestion,
  moveSection,
  newForm,
  removeRule,
  renameQuestion,
  withText,
  type AuthoredQuestion,
} from '../../src/editor/tools/evaluation-forms/form-draft';
import type { AuthoredEvaluationForm } from '../../src/engine/lazy/evaluation-forms';

const question = (id: string, overrides: Partial<AuthoredQuestion> = {}): AuthoredQuestion => ({
  id,
  type: 'RadioList',
  questionText: { 'en-us': `Question ${id}` },
  required: false,
  visible: true,
  questionOrder: 1,
  options: [
    { id: `${id}-1`, value: '1', displayValue: { 'en-us': 'Poor' }, scoreValue: 1 },
    { id: `${id}-5`, value: '5', displayValue: { 'en-us': 'Great' }, scoreValue: 5 },
  ],
  ...overrides,
});

/** Two sections: rating and follow-up (shown for a low rating) in the first, comments in the second. */
const FORM: AuthoredEvaluationForm = {
  id: 'feedback',
  questionSections: [
    {
      name: { 'en-us': 'Rating' },
      introduction: { 'en-us': '' },
      order: 1,
      evaluationQuestions: [
        question('rating'),
        question('follow-up', {
          type: 'PlainText',
          options: [],
          questionOrder: 2,
          visible: false,
          evaluationLogic: [{ dependentQuestionId: 'follow-up', parentQuestionId: 'rating', operator: 'Less than', triggerValue: '3', actions: ['Visible'] }],
        }),
      ],
    },
    { name: { 'en-us': 'More' }, introduction: { 'en-us': '' }, order: 2, evaluationQuestions: [question('comments', { type: 'MultilineText', options: [] })] },
  ],
};

const ids = (form: AuthoredEvaluationForm) => form.questionSections.map((section) => section.evaluationQuestions.map((item) => `${item.id}@${item.questionOrder}`));

describe('the evaluation form draft, gesture by gesture', () => {
  it.each([
    ['a language is set', { 'en-us': 'Hi' }, 'de-de', 'Hallo', { 'en-us': 'Hi', 'de-de': 'Hallo' }],
    ['an emptied language is dropped, so English stands in', { 'en-us': 'Hi', 'de-de': 'Hallo' }, 'de-de', '', { 'en-us': 'Hi' }],
    ['English stays, even empty', { 'en-us': 'Hi' }, 'en-us', '', { 'en-us': '' }],
  ] as const)('withText: %s', (_case, text, locale, value, expected) => {
    expect(withText(text, locale, value)).toEqual(expected);
  });

  it('renames a question, and the rules naming it follow', () => {
    const renamed = renameQuestion(renameQuestion(FORM, 0, 0, 'score'), 0, 1, 'why');
    expect(renamed.questionSections[0]?.evaluationQuestions[1]?.evaluationLogic).toEqual([
      { dependentQuestionId: 'why', parentQuestionId: 'score', operator: 'Less than', triggerValue: '3', actions: ['Visible'] },
    ]);
    expect(FORM.questionSections[0]?.evaluationQuestions[0]?.id).toBe('rating');
  });

  it('moves questions within their section and sections in the form, numbering their order from their places', () => {
    expect(ids(moveQuestion(FORM, 0, 1, -1))).toEqual([['follow-up@1', 'rating@2'], ['comments@1']]);
    expect(ids(moveQuestion(FORM, 0, 1, 1))).toEqual(ids(FORM).map((section, index) => (index === 0 ? ['rating@1', 'follow-up@2'] : section)));
    expect(moveSection(FORM, 1, -1).questionSections.map((section) => [section.name['en-us'], section.order])).toEqual([['More', 1], ['Rating', 2]]);
  });

  it('adds questions, options and rules with ids and values nobody has', () => {
    const added = addQuestion(addQuestion(FORM, 1), 1);
    expect(ids(added)[1]).toEqual(['comments@1', 'question-1@2', 'question-2@3']);
    const options = addOption(FORM, 0, 0).questionSections[0]?.evaluationQuestions[0]?.options;
    expect(options?.at(-1)).toEqual({ id: 'rating-2', value: '3', displayValue: { 'en-us': '' }, scoreValue: null });
    const ruled = addRule(FORM, 1, 0).questionSections[1]?.evaluationQuestions[0]?.evaluationLogic;
    expect(ruled).toEqual([{ dependentQuestionId: 'comments', parentQuestionId: 'rating', operator: 'Equals', triggerValue: '1', actions: ['Visible'], labelOverride: null }]);
    expect(removeRule(FORM, 0, 1, 0).questionSections[0]?.evaluationQuestions[1]).not.toHaveProperty('evaluationLogic');
  });

  it('starts a survey’s form under its id, any other under its key made an id', () => {
    expect(newForm('survey:venue').id).toBe('venue');
    expect(newForm('session:hands-on lab').id).toBe('session-hands-on-lab');
  });
});

describe('the live check of the draft', () => {
  const text = (form: unknown) => JSON.stringify(form, null, 2);

  it.each([
    ['conference', true],
    ['nomination', true],
    ['session:*', true],
    ['session:hands-on lab', true],
    ['survey:interests-2027', true],
    ['Session:Keynote', false],
    ['session: keynote', false],
    ['session:x', true],
    ['survey:with space', false],
    ['webinar', false],
    ['', false],
  ] as const)('isFormKey(%j) is %s', (key, expected) => {
    expect(isFormKey(key)).toBe(expected);
  });

  it('takes a sound form with no problem', () => {
    expect(judgeDraft(text(FORM), 'conference')).toEqual({ parsed: FORM, form: FORM, problems: [] });
  });

  it('names a text that is no JSON, and shows no form', () => {
    const verdict = judgeDraft(`${text(FORM)},`, 'conference');
    expect([verdict.parsed, verdict.form, verdict.problems.map((problem) => problem.path)]).toEqual([undefined, undefined, ['']]);
  });

  it('shows no form when the shape is broken (a missing list), but a form whose values are wrong, with every problem', () => {
    const shapeless = { ...FORM, questionSections: [{ ...FORM.questionSections[0], evaluationQuestions: undefined }] };
    expect(judgeDraft(text(shapeless), 'conference')).toMatchObject({ form: undefined, problems: [{ path: '/questionSections/0/evaluationQuestions' }] });

    const emptyId = renameQuestion(FORM, 0, 0, '');
    const verdict = judgeDraft(text(emptyId), 'survey:venue');
    expect(verdict.form).toEqual(emptyId);
    // The rule followed the rename: its parent is empty too. Then the survey's id, which is not the form's.
    expect(verdict.problems.map((problem) => problem.path)).toEqual([
      '/questionSections/0/evaluationQuestions/0/id',
      '/questionSections/0/evaluationQuestions/1/evaluationLogic/0/parentQuestionId',
      '/id',
    ]);
  });
});
