import { useMemo } from 'react';
import {
  orderedQuestions,
  shownQuestionText,
  type AnswerDraft,
  type EvaluationForm,
} from '../../../../src/engine/lazy/evaluation-answers';
import { questionStates } from '../../../../src/engine/lazy/evaluation-logic';
import { QuestionField } from './QuestionField';

export interface QuestionSectionsProps {
  form: EvaluationForm;
  drafts: Readonly<Record<string, AnswerDraft | undefined>>;
  onChange(questionId: string, draft: AnswerDraft): void;
  onBlur?(questionId: string): void;
  /** A translation key of what is wrong, by question id. */
  errors?: Readonly<Record<string, string>>;
  /** The site's evaluationQuestionDelimiter: only the text before it is shown. */
  delimiter: unknown;
  /** Radio options show their scores (evaluation forms) rather than only their words (nominations). */
  showScores?: boolean;
  /** A translation key said once a typed answer reaches the limit. */
  limitMessage?: string;
  /** The level of the sections' headings, below the heading of what holds the form. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A form's sections and questions as the attendee meets them (spec 1 §4): the logic engine applied to the answers so
 * far, so a question appears, becomes required or is relabelled as soon as the answer it depends on is given. A
 * section with nothing to show is left out.
 */
export function QuestionSections({ form, drafts, onChange, onBlur, errors = {}, delimiter, showScores = false, limitMessage, headingLevel = 3 }: QuestionSectionsProps) {
  const states = useMemo(() => questionStates(form, drafts), [form, drafts]);
  const Heading = `h${headingLevel}` as const;
  return [...form.questionSections]
    .sort((a, b) => a.order - b.order)
    .map((section) => ({ section, questions: orderedQuestions({ ...form, questionSections: [section] }).filter((question) => states.get(question.id)?.visible) }))
    .filter(({ questions }) => questions.length > 0)
    .map(({ section, questions }) => (
      <section key={`${section.order}-${section.name}`} className="question-sections__section">
        {section.name && <Heading className="question-sections__name">{section.name}</Heading>}
        {section.introduction && <p className="question-sections__intro">{section.introduction}</p>}
        {questions.map((question) => {
          const state = states.get(question.id);
          return (
            <QuestionField
              key={question.id}
              question={question}
              label={shownQuestionText(state?.text ?? question.questionText, delimiter)}
              required={state?.required ?? question.required}
              draft={drafts[question.id]}
              error={errors[question.id]}
              showScores={showScores}
              {...(limitMessage ? { limitMessage } : {})}
              onChange={(draft) => onChange(question.id, draft)}
              onBlur={onBlur && (() => onBlur(question.id))}
            />
          );
        })}
      </section>
    ));
}
