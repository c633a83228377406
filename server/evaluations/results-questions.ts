import type { EvaluationResults } from '../../schemas/generated/api/evaluations/results';
import type { EvaluationTextAnswers } from '../../schemas/generated/api/evaluations/results-answers';
import type { Locale } from '../../src/engine';
import { isTypedKind, orderedQuestions, questionKind, type QuestionKind } from '../../src/engine/lazy/evaluation-answers';
import { localizeForm, type AuthoredEvaluationForm } from '../../src/engine/lazy/evaluation-forms';

/** One choice of a question as the results show it: its value, its text in the language asked for, its score. */
export interface ResultOption {
  value: string;
  label: string;
  scoreValue: number | null;
}

/** A question of a form's results: every version's questions merged, each worded by the newest version that has it. */
export interface ResultQuestion {
  id: string;
  kind: QuestionKind;
  text: string;
  section: string;
  /** False for a question only older versions had. */
  current: boolean;
  /** The newest version's options in its order, then those only older versions had. */
  options: ResultOption[];
}

/** Typed answers are read one by one, never counted per value. */
export const isScored = (question: ResultQuestion): boolean => question.options.some((option) => option.scoreValue !== null);

/**
 * The questions of a form's results from its versions, newest first: the newest version's in its order, then each
 * question only an older version had (answers given to it still count), each option once. Texts are in `locale`.
 */
export function resultQuestions(versions: readonly AuthoredEvaluationForm[], locale: Locale): ResultQuestion[] {
  const byId = new Map<string, ResultQuestion>();
  versions.forEach((authored, index) => {
    const form = localizeForm(authored, locale);
    const sectionOf = new Map(form.questionSections.flatMap((section) => section.evaluationQuestions.map((question) => [question.id, section.name])));
    for (const question of orderedQuestions(form)) {
      const options = question.options.map(({ value, displayValue, scoreValue }) => ({ value, label: displayValue, scoreValue }));
      const known = byId.get(question.id);
      if (!known) {
        byId.set(question.id, { id: question.id, kind: questionKind(question.type), text: question.questionText, section: sectionOf.get(question.id) ?? '', current: index === 0, options });
        continue;
      }
      const values = new Set(known.options.map((option) => option.value));
      known.options.push(...options.filter((option) => !values.has(option.value)));
    }
  });
  return [...byId.values()];
}

/** How often one answer was given (`value` null: how many submissions answered the question at all). */
export interface AnswerCount {
  questionId: string;
  value: string | null;
  count: number;
  /** The sum and the number of the scores among them (options without a score, such as 'not applicable', add none). */
  scoreSum: number | null;
  scored: number;
}

type QuestionResult = EvaluationResults['questions'][number];

const NO_TEXT_ANSWERS: EvaluationTextAnswers = { answers: [], next: null };

/**
 * Each question's results from the database's counts: how many answered it, each option's count (a value no version
 * offers any more is kept, worded as it was stored), the mean score of the scored choices, and for a typed question
 * the first page of its answers.
 */
export function questionResults(questions: readonly ResultQuestion[], counts: readonly AnswerCount[], texts: ReadonlyMap<string, EvaluationTextAnswers>): QuestionResult[] {
  const byQuestion = new Map<string, AnswerCount[]>();
  for (const count of counts) byQuestion.set(count.questionId, [...(byQuestion.get(count.questionId) ?? []), count]);
  return questions.map((question): QuestionResult => {
    const rows = byQuestion.get(question.id) ?? [];
    const answered = rows.find((row) => row.value === null)?.count ?? 0;
    const base = { id: question.id, kind: question.kind, text: question.text, section: question.section, current: question.current, scored: isScored(question), answered };
    if (isTypedKind(question.kind)) return { ...base, averageScore: null, options: [], textAnswers: texts.get(question.id) ?? NO_TEXT_ANSWERS };
    const chosen = new Map(rows.filter((row) => row.value !== null).map((row) => [row.value as string, row]));
    const offered = new Set(question.options.map((option) => option.value));
    const options = [
      ...question.options.map((option) => ({ ...option, count: chosen.get(option.value)?.count ?? 0 })),
      ...[...chosen.values()]
        .filter((row) => !offered.has(row.value as string))
        .map((row) => ({ value: row.value as string, label: row.value as string, scoreValue: row.scored > 0 ? (row.scoreSum ?? 0) / row.scored : null, count: row.count })),
    ];
    const scored = [...chosen.values()].reduce((sum, row) => sum + row.scored, 0);
    const scoreSum = [...chosen.values()].reduce((sum, row) => sum + (row.scoreSum ?? 0), 0);
    return { ...base, averageScore: scored > 0 ? scoreSum / scored : null, options, textAnswers: null };
  });
}
