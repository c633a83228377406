import { describe, expect, it } from 'vitest';
import {
  answerIssues,
  formQuestions,
  questionKind,
  responsesOf,
  shownQuestionText,
  type EvaluationForm,
  type EvaluationQuestion,
  type EvaluationResponse,
} from '../../src/engine/lazy/evaluation-answers';

const option = (value: string, scoreValue: number | null = null) => ({ id: `o-${value}`, value, displayValue: value.toUpperCase(), scoreValue });
const question = (id: string, type: string, overrides: Partial<EvaluationQuestion> = {}): EvaluationQuestion => ({
  id, type, questionText: `Question ${id} | report column`, required: false, visible: true, questionOrder: 0, options: [], ...overrides,
});
const form: EvaluationForm = {
  id: 'roundtable-nomination',
  questionSections: [
    { name: 'Later', introduction: '', order: 2, evaluationQuestions: [question('why', 'MultilineText', { required: true })] },
    {
      name: 'First',
      introduction: '',
      order: 1,
      evaluationQuestions: [
        question('topics', 'MultiSelect', { questionOrder: 2, options: [option('ai'), option('data')] }),
        question('role', 'RadioList', { questionOrder: 1, required: true, options: [option('dev', 1), option('lead', 2)] }),
        question('hidden', 'PlainText', { questionOrder: 3, visible: false }),
      ],
    },
  ],
};
const answer = (id: string, ...values: string[]): EvaluationResponse => ({
  evaluationQuestionId: id, evaluationResponseValues: values.map((value) => ({ value, displayValue: value, scoreValue: null })),
});
const valid = [answer('role', 'dev'), answer('why', 'I build pipelines')];

describe('nomination and evaluation answers (spec 1 §5)', () => {
  it('orders visible questions by section, then question order', () => {
    expect(formQuestions(form).map((q) => q.id)).toEqual(['role', 'topics', 'why']);
  });

  it.each([
    ['MultiSelect', 'MultiSelect'], ['dropdown', 'Dropdown'], [' PlainText ', 'PlainText'], ['Likert', 'RadioList'], ['', 'RadioList'],
  ])('shows a %j question as %s', (type, kind) => {
    expect(questionKind(type)).toBe(kind);
  });

  it.each<[string, unknown, string]>([
    ['Why join? | internal', undefined, 'Why join?'],
    ['Why join? || internal', '||', 'Why join?'],
    ['Why join? | internal', '', 'Why join? | internal'],
    ['No delimiter here', ' | ', 'No delimiter here'],
  ])('shows %j with delimiter %j as %j', (text, delimiter, shown) => {
    expect(shownQuestionText(text, delimiter)).toBe(shown);
  });

  it.each<[string, EvaluationResponse[], { path: string; problem: string }[]]>([
    ['valid answers', valid, []],
    ['valid answers with several choices', [...valid, answer('topics', 'ai', 'data')], []],
    ['a required question left out', [answer('role', 'lead')], [{ path: '/body/responses', problem: 'required' }]],
    ['a required text left blank', [answer('role', 'lead'), answer('why', '  ')], [{ path: '/body/responses/1/evaluationResponseValues', problem: 'required' }]],
    ['an option the question does not have', [answer('role', 'boss'), valid[1]!], [{ path: '/body/responses/0/evaluationResponseValues/0/value', problem: 'unknown-option' }]],
    ['two choices on a radio list', [answer('role', 'dev', 'lead'), valid[1]!], [{ path: '/body/responses/0/evaluationResponseValues/1/value', problem: 'one-choice' }]],
    ['a question the form does not have', [...valid, answer('salary', '1')], [{ path: '/body/responses/2/evaluationQuestionId', problem: 'unknown-question' }]],
    // Issue 20: the answer to a hidden question is dropped (keptResponses), not refused.
    ['a hidden question', [...valid, answer('hidden', 'x')], []],
    ['a question answered twice', [...valid, answer('role', 'lead')], [{ path: '/body/responses/2/evaluationQuestionId', problem: 'duplicate' }]],
    ['text of 1350 characters', [valid[0]!, answer('why', 'é'.repeat(1350))], []],
    ['text of 1351 characters', [valid[0]!, answer('why', 'x'.repeat(1351))], [{ path: '/body/responses/1/evaluationResponseValues/0/value', problem: 'too-long' }]],
  ])('%s', (_case, responses, expected) => {
    expect(answerIssues(form, responses).map(({ path, problem }) => ({ path, problem }))).toEqual(expected);
  });

  it('sends answered questions only, in the form’s order, with the chosen options’ values and scores', () => {
    expect(responsesOf(form, { why: 'Because', topics: [], role: ['lead'], hidden: 'ignored' })).toEqual([
      { evaluationQuestionId: 'role', evaluationResponseValues: [{ value: 'lead', displayValue: 'LEAD', scoreValue: 2 }] },
      { evaluationQuestionId: 'why', evaluationResponseValues: [{ value: 'Because', displayValue: 'Because', scoreValue: null }] },
    ]);
    expect(responsesOf(form, { why: '   ' })).toEqual([]);
  });
});
