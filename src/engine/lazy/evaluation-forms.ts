import type { AuthoredEvaluationForm } from '../../../schemas/generated/api/evaluations/authored-form';
import type { LocalizedText } from '../../../schemas/generated/api/evaluations/localized-text';
import { DEFAULT_LOCALE, type Locale } from '../locales';
import type { EvaluationForm } from './evaluation-answers';
import { formLogicProblems, type LogicProblem } from './evaluation-logic';

export type { AuthoredEvaluationForm, LocalizedText };

/** A text in `locale`, English where it is not written. */
export const textIn = (text: LocalizedText, locale: Locale): string => text[locale] ?? text['en-us'];

/** The form an attendee reading `locale` receives: the authored form with each text in their language. */
export function localizeForm(form: AuthoredEvaluationForm, locale: Locale): EvaluationForm {
  return {
    id: form.id,
    questionSections: form.questionSections.map((section) => ({
      name: textIn(section.name, locale),
      introduction: textIn(section.introduction, locale),
      order: section.order,
      evaluationQuestions: section.evaluationQuestions.map((question) => ({
        id: question.id,
        type: question.type,
        questionText: textIn(question.questionText, locale),
        required: question.required,
        visible: question.visible,
        questionOrder: question.questionOrder,
        options: question.options.map((option) => ({ ...option, displayValue: textIn(option.displayValue, locale) })),
        ...(question.evaluationLogic
          ? { evaluationLogic: question.evaluationLogic.map((rule) => ({ ...rule, labelOverride: rule.labelOverride ? textIn(rule.labelOverride, locale) : null })) }
          : {}),
      })),
    })),
  };
}

/**
 * What is wrong with an authored form beyond its schema (empty when nothing): question ids unique in the form, option
 * ids and values unique in their question, and its logic sound (`formLogicProblems`).
 */
export function authoredFormProblems(form: AuthoredEvaluationForm): LogicProblem[] {
  const problems: LogicProblem[] = [];
  const seen = new Set<string>();
  form.questionSections.forEach((section, s) =>
    section.evaluationQuestions.forEach((question, q) => {
      const path = `/questionSections/${s}/evaluationQuestions/${q}`;
      if (seen.has(question.id)) problems.push({ path: `${path}/id`, message: `Another question of the form is ${question.id} too` });
      seen.add(question.id);
      const ids = new Set<string>();
      const values = new Set<string>();
      question.options.forEach((option, o) => {
        if (ids.has(option.id)) problems.push({ path: `${path}/options/${o}/id`, message: `Question ${question.id} has two options ${option.id}` });
        if (values.has(option.value)) problems.push({ path: `${path}/options/${o}/value`, message: `Question ${question.id} has two options worth "${option.value}"` });
        ids.add(option.id);
        values.add(option.value);
      });
    }),
  );
  return [...problems, ...formLogicProblems(localizeForm(form, DEFAULT_LOCALE))];
}
