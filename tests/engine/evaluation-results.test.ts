import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvHeader, csvLine, csvRow, type CsvValue } from '../../server/evaluations/results-csv';
import { questionResults, resultQuestions, type AnswerCount } from '../../server/evaluations/results-questions';
import type { AuthoredEvaluationForm } from '../../src/engine/lazy/evaluation-forms';

type AuthoredQuestion = AuthoredEvaluationForm['questionSections'][number]['evaluationQuestions'][number];

const text = (en: string, de?: string) => ({ 'en-us': en, ...(de ? { 'de-de': de } : {}) });
const option = (value: string, label: string, scoreValue: number | null) => ({ id: `o-${value}`, value, displayValue: text(label), scoreValue });
const question = (id: string, type: AuthoredQuestion['type'], questionOrder: number, options: AuthoredQuestion['options'] = [], wording = id): AuthoredQuestion => ({
  id,
  type,
  questionText: text(wording, `${wording} (de)`),
  required: false,
  visible: true,
  questionOrder,
  options,
});
const form = (...questions: AuthoredQuestion[]): AuthoredEvaluationForm => ({
  id: 'talk',
  questionSections: [{ name: text('Talk', 'Vortrag'), introduction: text(''), order: 1, evaluationQuestions: questions }],
});

const RATING = [option('1', 'Poor', 1), option('2', 'Fine', 2), option('3', 'Great', 3), option('n/a', 'Not applicable', null)];
const v1 = form(question('rating', 'RadioList', 1, RATING.slice(0, 3), 'Rate it'), question('dropped', 'Dropdown', 2, [option('a', 'A', null)]), question('notes', 'PlainText', 3));
const v2 = form(question('notes', 'MultilineText', 1), question('rating', 'RadioList', 2, [RATING[1]!, RATING[2]!, RATING[3]!], 'Rate the talk'), question('topics', 'MultiSelect', 3, [option('x', 'X', null), option('y', 'Y', null)]));

describe('the questions of a form’s results', () => {
  it('are the newest version’s, in its order and words, then those only older versions had, each option once', () => {
    const questions = resultQuestions([v2, v1], 'de-de');
    expect(questions.map((item) => [item.id, item.kind, item.current, item.text, item.section])).toEqual([
      ['notes', 'MultilineText', true, 'notes (de)', 'Vortrag'],
      ['rating', 'RadioList', true, 'Rate the talk (de)', 'Vortrag'],
      ['topics', 'MultiSelect', true, 'topics (de)', 'Vortrag'],
      ['dropped', 'Dropdown', false, 'dropped (de)', 'Vortrag'],
    ]);
    // Option '1' only version 1 offered comes after the newest version's.
    expect(questions[1]?.options.map((item) => [item.value, item.label, item.scoreValue])).toEqual([
      ['2', 'Fine', 2],
      ['3', 'Great', 3],
      ['n/a', 'Not applicable', null],
      ['1', 'Poor', 1],
    ]);
  });
});

describe('question results', () => {
  const count = (questionId: string, value: string | null, n: number, scoreSum: number | null = null, scored = 0): AnswerCount => ({ questionId, value, count: n, scoreSum, scored });
  const questions = resultQuestions([v2, v1], 'en-us');

  it('count each option, average only the scored answers, keep a value no version offers, and page typed answers', () => {
    const counts = [
      count('rating', null, 6),
      count('rating', '3', 2, 6, 2),
      count('rating', '1', 1, 1, 1),
      count('rating', 'n/a', 2),
      count('rating', '9', 1, 9, 1),
      count('topics', null, 2),
      count('topics', 'x', 2),
      count('topics', 'y', 1),
      count('notes', null, 1),
    ];
    const page = { answers: [{ submissionId: 7, submittedAt: '2027-03-09T10:00:00.000Z', sessionCode: null, text: 'Loved it' }], next: null };
    const [notes, rating, topics, dropped] = questionResults(questions, counts, new Map([['notes', page]]));
    expect(notes).toMatchObject({ answered: 1, options: [], averageScore: null, textAnswers: page });
    // (6 + 1 + 9) / (2 + 1 + 1): the two 'not applicable' answers count as answers, not as scores.
    expect(rating).toMatchObject({ answered: 6, scored: true, averageScore: 4, textAnswers: null });
    expect(rating?.options.map((item) => [item.value, item.count, item.scoreValue])).toEqual([
      ['2', 0, 2],
      ['3', 2, 3],
      ['n/a', 2, null],
      ['1', 1, 1],
      ['9', 1, 9],
    ]);
    expect(topics).toMatchObject({ answered: 2, scored: false, averageScore: null });
    expect(topics?.options.map((item) => item.count)).toEqual([2, 1]);
    expect(dropped).toMatchObject({ answered: 0, current: false, averageScore: null, options: [{ value: 'a', count: 0 }] });
  });

  it('of a typed question without answers have an empty page', () => {
    expect(questionResults(questions, [], new Map())[0]?.textAnswers).toEqual({ answers: [], next: null });
  });
});

describe('CSV cells', () => {
  it.each<[CsvValue, string]>([
    ['plain', 'plain'],
    [null, ''],
    [4.5, '4.5'],
    [-1, '-1'],
    [Number.NaN, ''],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r', '"cr\r"'],
    ['=1+2', "'=1+2"],
    ['+33 1 23', "'+33 1 23"],
    ['-2 points', "'-2 points"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "\"'\rreturn\""],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('end each record with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

describe('CSV rows', () => {
  const questions = resultQuestions([v2, v1], 'en-us');

  it('have the submission’s columns, then per question its answer and for a scored one its score', () => {
    expect(csvHeader(questions)).toEqual([
      'submission_id',
      'submitted_at',
      'session_id',
      'session_code',
      'attendee_type',
      'form_version',
      'notes [notes]',
      'Rate the talk [rating]',
      'Rate the talk [rating] (score)',
      'topics [topics]',
      'dropped [dropped]',
    ]);
    const submission = {
      id: 12,
      submittedAt: new Date('2027-03-09T10:00:00Z'),
      sessionId: 's-1',
      attendeeType: 'speaker',
      version: 1,
      responses: [
        { evaluationQuestionId: 'rating', evaluationResponseValues: [{ value: '1', displayValue: 'Poor (as stored)', scoreValue: 1 }] },
        { evaluationQuestionId: 'topics', evaluationResponseValues: ['x', 'y', 'z'].map((value) => ({ value, displayValue: `${value} stored`, scoreValue: null })) },
        { evaluationQuestionId: 'notes', evaluationResponseValues: [{ value: 'Good, mostly', displayValue: 'Good, mostly', scoreValue: null }] },
      ],
    };
    expect(csvRow(submission, questions, 'BRK1')).toEqual([12, '2027-03-09T10:00:00.000Z', 's-1', 'BRK1', 'speaker', 1, 'Good, mostly', 'Poor', 1, 'X; Y; z stored', null]);
    const unscored = { ...submission, responses: [{ evaluationQuestionId: 'rating', evaluationResponseValues: [{ value: 'n/a', displayValue: 'n/a', scoreValue: null }] }] };
    expect(csvRow(unscored, questions, null).slice(6)).toEqual([null, 'Not applicable', null, null, null]);
  });

  it('are saved under a name made of the form and the filters', () => {
    const now = new Date('2027-03-10T08:00:00Z');
    expect(csvFileName({ formKey: 'session:*' }, now)).toBe('evaluation-results_session-all_2027-03-10.csv');
    expect(csvFileName({ formKey: 'session:hands-on lab', sessionId: 'BRK/101', attendeeType: 'inperson-attendee' }, now)).toBe(
      'evaluation-results_session-hands-on-lab_brk-101_inperson-attendee_2027-03-10.csv',
    );
  });
});
