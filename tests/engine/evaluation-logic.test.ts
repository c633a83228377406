import { describe, expect, it } from 'vitest';
import type { EvaluationForm, EvaluationQuestion } from '../../src/engine/lazy/evaluation-answers';
import { answerIssues, keptResponses, responsesOf } from '../../src/engine/lazy/evaluation-answers';
import { formLogicProblems, questionStates, ruleHolds, type EvaluationLogicRule } from '../../src/engine/lazy/evaluation-logic';

const SCORES = [1, 2, 3, 4, 5].map((score) => ({ id: `s${score}`, value: `score-${score}`, displayValue: `${score} stars`, scoreValue: score }));
const NOT_APPLICABLE = { id: 'na', value: 'not applicable', displayValue: 'Not applicable', scoreValue: null };

function question(id: string, overrides: Partial<EvaluationQuestion> = {}): EvaluationQuestion {
  return { id, type: 'RadioList', questionText: `Question ${id}`, required: false, visible: true, questionOrder: 0, options: [...SCORES, NOT_APPLICABLE], ...overrides };
}

function rule(dependent: string, parent: string, operator: EvaluationLogicRule['operator'], triggerValue: string, actions: EvaluationLogicRule['actions'] = ['Visible'], labelOverride?: string): EvaluationLogicRule {
  return { dependentQuestionId: dependent, parentQuestionId: parent, operator, triggerValue, actions, ...(labelOverride ? { labelOverride } : {}) };
}

const formOf = (...questions: EvaluationQuestion[]): EvaluationForm => ({
  id: 'form',
  questionSections: [{ name: 'Session', introduction: '', order: 0, evaluationQuestions: questions.map((item, order) => ({ ...item, questionOrder: order })) }],
});

describe('a logic rule compares the parent question’s answer with its trigger', () => {
  const rating = question('rating');
  const comment = question('comment', { type: 'PlainText', options: [] });
  it.each([
    // operator, trigger, answer, holds
    ['Equals', 'score-3', ['score-3'], true],
    // The text shown is the reader's language: it never counts, so browser and server agree.
    ['Equals', '3 stars', ['score-3'], false],
    ['Equals', '3', ['score-3'], true],
    ['Equals', '3', ['score-4'], false],
    ['Not Equals', '3', ['score-4'], true],
    ['Not Equals', '3', ['score-3'], false],
    ['Not Equals', '3', undefined, false],
    ['Greater than', '3', ['score-4'], true],
    ['Greater than', '3', ['score-3'], false],
    ['Less than', '3', ['score-2'], true],
    ['Less than', '3', ['score-3'], false],
    ['Less than', '3', ['not applicable'], false],
    ['Equals', 'not applicable', ['not applicable'], true],
    ['Less than', '3', [], false],
  ] as const)('%s %s with answer %j → %s', (operator, triggerValue, answer, holds) => {
    expect(ruleHolds({ operator, triggerValue }, rating, answer)).toBe(holds);
  });

  it.each([
    ['Equals', 'yes', ' yes ', true],
    ['Equals', 'yes', 'no', false],
    ['Not Equals', 'yes', 'no', true],
    ['Not Equals', 'yes', '   ', false],
    ['Greater than', '10', '12', true],
    ['Less than', '10', 'twelve', false],
  ] as const)('on a typed answer: %s %s with %j → %s', (operator, triggerValue, answer, holds) => {
    expect(ruleHolds({ operator, triggerValue }, comment, answer)).toBe(holds);
  });
});

describe('the questions an attendee meets, for the answers given so far', () => {
  it('shows, requires and relabels a question while its rule holds, and returns it to its own state when not', () => {
    const form = formOf(
      question('rating'),
      question('why', { type: 'MultilineText', options: [], visible: false, evaluationLogic: [rule('why', 'rating', 'Less than', '3', ['Visible', 'Required'], 'What went wrong?')] }),
      question('recommend', { required: false, evaluationLogic: [rule('recommend', 'rating', 'Greater than', '3', ['Required'])] }),
    );
    expect(Object.fromEntries(questionStates(form, {}))).toEqual({
      rating: { visible: true, required: false, text: 'Question rating' },
      why: { visible: false, required: false, text: 'Question why' },
      recommend: { visible: true, required: false, text: 'Question recommend' },
    });
    const low = questionStates(form, { rating: ['score-1'] });
    expect(low.get('why')).toEqual({ visible: true, required: true, text: 'What went wrong?' });
    expect(low.get('recommend')?.required).toBe(false);
    const high = questionStates(form, { rating: ['score-5'] });
    expect(high.get('why')?.visible).toBe(false);
    expect(high.get('recommend')).toEqual({ visible: true, required: true, text: 'Question recommend' });
  });

  it('follows a chain of three: hiding its start hides the rest, whatever was answered further down', () => {
    const form = formOf(
      question('attended', { options: [{ id: 'y', value: 'yes', displayValue: 'Yes', scoreValue: null }, { id: 'n', value: 'no', displayValue: 'No', scoreValue: null }] }),
      question('rating', { visible: false, evaluationLogic: [rule('rating', 'attended', 'Equals', 'yes')] }),
      question('why', { type: 'PlainText', options: [], visible: false, evaluationLogic: [rule('why', 'rating', 'Less than', '3', ['Visible', 'Required'])] }),
    );
    expect(questionStates(form, { attended: ['yes'], rating: ['score-2'] }).get('why')).toMatchObject({ visible: true, required: true });
    const stopped = questionStates(form, { attended: ['no'], rating: ['score-2'], why: 'noisy room' });
    expect([stopped.get('rating')?.visible, stopped.get('why')?.visible]).toEqual([false, false]);
  });

  it('lets a rule of a cycle hold nothing rather than loop', () => {
    const form = formOf(question('a', { visible: false, evaluationLogic: [rule('a', 'b', 'Equals', '1')] }), question('b', { visible: false, evaluationLogic: [rule('b', 'a', 'Equals', '1')] }));
    expect([...questionStates(form, { a: ['score-1'], b: ['score-1'] }).values()].map((state) => state.visible)).toEqual([false, false]);
  });
});

describe('the server’s check of a submission, with the form’s logic applied', () => {
  const form = formOf(
    question('rating', { required: true }),
    question('why', { type: 'MultilineText', options: [], visible: false, evaluationLogic: [rule('why', 'rating', 'Less than', '3', ['Visible', 'Required'])] }),
  );
  const answer = (id: string, value: string) => ({ evaluationQuestionId: id, evaluationResponseValues: [{ value, displayValue: value, scoreValue: null }] });

  it('asks for a follow-up the logic makes required, naming where', () => {
    expect(answerIssues(form, [answer('rating', 'score-1')])).toEqual([{ path: '/body/responses', questionId: 'why', problem: 'required', message: 'Question why is required' }]);
    expect(answerIssues(form, [answer('rating', 'score-1'), answer('why', 'Too fast')])).toEqual([]);
  });

  it('drops the answer to a question the logic hides, and keeps the form’s texts and scores, not the caller’s', () => {
    const responses = [
      { evaluationQuestionId: 'rating', evaluationResponseValues: [{ value: 'score-5', displayValue: 'forged', scoreValue: 999 }, { value: 'score-5', displayValue: 'again', scoreValue: 1 }] },
      answer('why', 'Sneaked in'),
    ];
    expect(keptResponses(form, responses)).toEqual([{ evaluationQuestionId: 'rating', evaluationResponseValues: [{ value: 'score-5', displayValue: '5 stars', scoreValue: 5 }] }]);
  });

  it('agrees in every language: a rule on an option’s value holds whatever its text says', () => {
    const english = formOf(question('seen', { options: [{ id: 'n', value: 'no', displayValue: 'No', scoreValue: 0 }] }), question('why', { visible: false, evaluationLogic: [rule('why', 'seen', 'Equals', 'no')] }));
    const german = { ...english, questionSections: english.questionSections.map((section) => ({ ...section, evaluationQuestions: section.evaluationQuestions.map((item) => ({ ...item, options: item.options.map((option) => ({ ...option, displayValue: 'Nein' })) })) })) };
    expect([questionStates(english, { seen: ['no'] }).get('why')?.visible, questionStates(german, { seen: ['no'] }).get('why')?.visible]).toEqual([true, true]);
  });

  it('sends the answers of the questions shown, those the logic shows included', () => {
    expect(responsesOf(form, { rating: ['score-2'], why: 'Too fast' }).map((response) => response.evaluationQuestionId)).toEqual(['rating', 'why']);
    expect(responsesOf(form, { rating: ['score-4'], why: 'Too fast' }).map((response) => response.evaluationQuestionId)).toEqual(['rating']);
  });
});

describe('a form’s logic, checked when an editor saves it', () => {
  it('accepts sound rules', () => {
    expect(formLogicProblems(formOf(question('a'), question('b', { evaluationLogic: [rule('b', 'a', 'Less than', '3'), rule('b', 'a', 'Equals', 'not applicable')] })))).toEqual([]);
  });

  it('names each broken rule by its path', () => {
    const form = formOf(
      question('a'),
      question('text', { type: 'PlainText', options: [] }),
      question('b', {
        evaluationLogic: [
          rule('b', 'missing', 'Equals', '1'),
          rule('b', 'b', 'Equals', '1'),
          rule('other', 'a', 'Equals', '1'),
          rule('b', 'a', 'Equals', 'score-9'),
          rule('b', 'a', 'Greater than', 'three'),
          rule('b', 'text', 'Equals', ' '),
        ],
      }),
    );
    expect(formLogicProblems(form)).toEqual([
      { path: '/questionSections/0/evaluationQuestions/2/evaluationLogic/0/parentQuestionId', message: 'The form has no question missing' },
      { path: '/questionSections/0/evaluationQuestions/2/evaluationLogic/1/parentQuestionId', message: 'Question b cannot depend on itself' },
      { path: '/questionSections/0/evaluationQuestions/2/evaluationLogic/2/dependentQuestionId', message: 'A rule of question b must name it as the dependent question' },
      { path: '/questionSections/0/evaluationQuestions/2/evaluationLogic/3/triggerValue', message: 'Question a has no option "score-9" (an option\'s value or score, not its text)' },
      { path: '/questionSections/0/evaluationQuestions/2/evaluationLogic/4/triggerValue', message: '"Greater than" needs a number to compare with, not "three"' },
      { path: '/questionSections/0/evaluationQuestions/2/evaluationLogic/5/triggerValue', message: 'A typed answer is compared with a text that is not empty' },
    ]);
  });

  it('finds a cycle through a chain', () => {
    const form = formOf(
      question('a', { evaluationLogic: [rule('a', 'c', 'Equals', '1')] }),
      question('b', { evaluationLogic: [rule('b', 'a', 'Equals', '1')] }),
      question('c', { evaluationLogic: [rule('c', 'b', 'Equals', '1')] }),
    );
    expect(formLogicProblems(form)).toEqual([{ path: '/questionSections', message: 'Questions depend on each other in a circle: a → c → b → a' }]);
  });

  it('needs scored options to compare a choice with a number', () => {
    const yesNo = question('yes-no', { options: [{ id: 'y', value: 'yes', displayValue: 'Yes', scoreValue: null }] });
    expect(formLogicProblems(formOf(yesNo, question('b', { evaluationLogic: [rule('b', 'yes-no', 'Less than', '3')] })))[0]?.message).toBe('Question yes-no has no scored option to compare');
  });
});
