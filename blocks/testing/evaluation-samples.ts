import type { EvaluationList } from '../../src/api/lazy/evaluations';
import type { EvaluationForm } from '../../src/engine/lazy/evaluation-answers';

const score = (value: number, displayValue: string) => ({ id: `overall-${value}`, value: String(value), displayValue, scoreValue: value });

/**
 * A session evaluation as the API sends it: an overall score of 1–5 (or not applicable); a score below 3 reveals a
 * required follow-up, relabelled; an optional comment; the text after the delimiter is for reports only.
 */
export const sessionForm: EvaluationForm = {
  id: 'session-evaluation',
  questionSections: [
    {
      name: 'The session',
      introduction: 'Tell the speakers how it went.',
      order: 1,
      evaluationQuestions: [
        {
          id: 'overall',
          type: 'RadioList',
          questionText: 'How would you rate this session overall? | REPORT: overall',
          required: true,
          visible: true,
          questionOrder: 1,
          options: [score(1, 'Poor'), score(2, 'Fair'), score(3, 'Good'), score(4, 'Very good'), score(5, 'Excellent'), { id: 'overall-na', value: 'not applicable', displayValue: 'N/A', scoreValue: null }],
        },
        {
          id: 'improve',
          type: 'MultilineText',
          questionText: 'What could be better?',
          required: false,
          visible: false,
          questionOrder: 2,
          options: [],
          evaluationLogic: [
            { dependentQuestionId: 'improve', parentQuestionId: 'overall', operator: 'Less than', triggerValue: '3', actions: ['Visible', 'Required'], labelOverride: 'What went wrong?' },
          ],
        },
        { id: 'comment', type: 'PlainText', questionText: 'Anything else?', required: false, visible: true, questionOrder: 3, options: [] },
      ],
    },
  ],
};

/** An anonymous survey of one required choice. */
export const interestsSurvey: EvaluationForm = {
  id: 'interests',
  questionSections: [
    {
      name: 'Help shape next year',
      introduction: '',
      order: 1,
      evaluationQuestions: [
        {
          id: 'topics',
          type: 'MultiSelect',
          questionText: 'Which topics should we cover more?',
          required: true,
          visible: true,
          questionOrder: 1,
          options: [
            { id: 'ai', value: 'ai', displayValue: 'AI and agents', scoreValue: null },
            { id: 'web', value: 'web', displayValue: 'The web platform', scoreValue: null },
          ],
        },
      ],
    },
  ],
};

export const evaluationListSample: EvaluationList = {
  sessionsForEvaluation: [
    { isEvaluationComplete: false, sessionCode: 'BRK101', sessionId: 's-101', sessionInstanceId: 's-101', sessionType: 'Breakout', startDateTime: '2027-03-09T17:00:00Z', title: 'Building with Rust' },
    { isEvaluationComplete: true, sessionCode: 'KEY01', sessionId: 's-1', sessionInstanceId: 's-1', sessionType: 'Keynote', startDateTime: '2027-03-09T16:00:00Z', title: 'Keynote: the year ahead' },
  ],
  postConferenceEvaluationAvailable: true,
  isPostConferenceEvaluationCompleted: false,
};
