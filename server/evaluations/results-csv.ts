import type { EvaluationResponse } from '../../src/engine/lazy/evaluation-answers';
import { isTypedKind } from '../../src/engine/lazy/evaluation-answers';
import { isScored, type ResultQuestion } from './results-questions';

/** A cell: text (guarded and quoted as needed), a number we computed, or empty. */
export type CsvValue = string | number | null;

/** A spreadsheet reads a cell starting with one of these as a formula (CSV injection): such text gets an apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell of RFC 4180: quoted when it holds a comma, quote or line break (quotes doubled), text never a formula. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 has it. */
export const csvLine = (values: readonly CsvValue[]): string => `${values.map(csvCell).join(',')}\r\n`;

/**
 * One submission as the export reads it. It names no user: organisers see what was answered, never who answered (an
 * anonymous answer has no user anyway, and a signed-in attendee's user id stays in the database).
 */
export interface ExportedSubmission {
  id: number;
  submittedAt: Date;
  sessionId: string | null;
  attendeeType: string | null;
  version: number;
  responses: readonly EvaluationResponse[];
}

const FIXED_COLUMNS = ['submission_id', 'submitted_at', 'session_id', 'session_code', 'attendee_type', 'form_version'];

/** Multiple choices share their cell. */
const CHOICE_SEPARATOR = '; ';

const hasScoreColumn = (question: ResultQuestion) => !isTypedKind(question.kind) && isScored(question);

/** The header: the submission's own columns, then per question its answer and, for a scored question, its score. */
export function csvHeader(questions: readonly ResultQuestion[]): string[] {
  return [
    ...FIXED_COLUMNS,
    ...questions.flatMap((question) => {
      const name = `${question.text} [${question.id}]`;
      return hasScoreColumn(question) ? [name, `${name} (score)`] : [name];
    }),
  ];
}

function answerCells(question: ResultQuestion, response: EvaluationResponse | undefined): CsvValue[] {
  const values = response?.evaluationResponseValues ?? [];
  if (isTypedKind(question.kind)) return [values[0]?.value ?? null];
  const labels = new Map(question.options.map((option) => [option.value, option.label]));
  const answer = values.length > 0 ? values.map((value) => labels.get(value.value) ?? value.displayValue).join(CHOICE_SEPARATOR) : null;
  if (!hasScoreColumn(question)) return [answer];
  const scores = values.flatMap((value) => (value.scoreValue === null ? [] : [value.scoreValue]));
  return [answer, scores.length === 1 ? (scores[0] as number) : scores.length > 1 ? scores.join(CHOICE_SEPARATOR) : null];
}

/** A submission's row, in the header's columns; `sessionCode` is the evaluated session's code when known. */
export function csvRow(submission: ExportedSubmission, questions: readonly ResultQuestion[], sessionCode: string | null): CsvValue[] {
  const responses = new Map(submission.responses.map((response) => [response.evaluationQuestionId, response]));
  return [
    submission.id,
    submission.submittedAt.toISOString(),
    submission.sessionId,
    sessionCode,
    submission.attendeeType,
    submission.version,
    ...questions.flatMap((question) => answerCells(question, responses.get(question.id))),
  ];
}

/** The download's name: the form's key and the filters, in characters any file system takes. */
export function csvFileName(filter: { formKey: string; sessionId?: string | undefined; attendeeType?: string | undefined }, now: Date): string {
  const parts = ['evaluation-results', filter.formKey.replace('*', 'all'), filter.sessionId, filter.attendeeType, now.toISOString().slice(0, 10)];
  const slug = parts
    .filter((part): part is string => Boolean(part))
    .map((part) => part.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .join('_');
  return `${slug}.csv`;
}
