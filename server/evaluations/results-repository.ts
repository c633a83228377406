import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AuthoredEvaluationForm } from '../../src/engine/lazy/evaluation-forms';
import type { Db } from '../db/client';
import { evaluationAnswers, evaluationForms, evaluationSubmissions } from '../db/schema';
import type { ExportedSubmission } from './results-csv';
import type { AnswerCount } from './results-questions';

/** Which answers of a form: all, or those about one session, or those given by one attendee type, or both. */
export interface ResultsFilter {
  formKey: string;
  sessionId?: string | undefined;
  attendeeType?: string | undefined;
}

/** What the filters can choose, each with its number of submissions, and how many submissions the filter matches. */
export interface FilterChoices {
  matched: number;
  sessions: { sessionId: string; responses: number }[];
  attendeeTypes: { attendeeType: string; responses: number }[];
}

/** A typed answer, as the results list them. */
export interface TextAnswerRow {
  submissionId: number;
  submittedAt: Date;
  sessionId: string | null;
  text: string;
}

/**
 * The organisers' reads of the evaluation answers (issue 20). Everything is added up by the database, from the
 * answers' rows (evaluation_answers), so 20,000 submissions never travel to this process for a summary; the export
 * reads them in batches by id. None of these reads returns a user id.
 */
export interface EvaluationResultsRepository {
  /** Every form key with submissions, and how many. */
  formsWithAnswers(): Promise<{ formKey: string; responses: number }[]>;
  /** A form's versions, newest first (none: there is no such form). */
  versions(formKey: string): Promise<{ version: number; form: AuthoredEvaluationForm }[]>;
  choices(filter: ResultsFilter): Promise<FilterChoices>;
  /** Per question the number of answers; per chosen value its count and scores (not for the questions in `typed`). */
  answerCounts(filter: ResultsFilter, typed: readonly string[]): Promise<AnswerCount[]>;
  /** The newest `limit` non-blank answers to each question of `questionIds`, older than submission `before` if given. */
  textAnswers(filter: ResultsFilter, questionIds: readonly string[], page: { before?: number | undefined; limit: number }): Promise<Map<string, TextAnswerRow[]>>;
  /** The next `size` submissions after submission `afterId`, in id order. */
  batch(filter: ResultsFilter, afterId: number, size: number): Promise<ExportedSubmission[]>;
}

const S = evaluationSubmissions;
const A = evaluationAnswers;

/** The filters other than the form, as conditions on `table`'s copies of the columns (none: `undefined`). */
const narrowing = (table: typeof S | typeof A, { sessionId, attendeeType }: ResultsFilter): SQL | undefined =>
  and(...(sessionId === undefined ? [] : [eq(table.sessionId, sessionId)]), ...(attendeeType === undefined ? [] : [eq(table.attendeeType, attendeeType)]));

const matching = (table: typeof S | typeof A, filter: ResultsFilter): SQL => and(eq(table.formKey, filter.formKey), narrowing(table, filter)) as SQL;

const list = (values: readonly string[]): SQL => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** `grouping(session_id, attendee_type)`: which grouping set a row adds up, a bit set per column left out of it. */
const GROUPED = { bySession: 1, byAttendeeType: 2, all: 3 } as const;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as Rows<T>).rows;

export function createEvaluationResultsRepository(db: Db): EvaluationResultsRepository {
  return {
    async formsWithAnswers() {
      return db.select({ formKey: S.formKey, responses: count() }).from(S).groupBy(S.formKey).orderBy(S.formKey);
    },

    async versions(formKey) {
      return db.select({ version: evaluationForms.version, form: evaluationForms.form }).from(evaluationForms).where(eq(evaluationForms.formKey, formKey)).orderBy(desc(evaluationForms.version));
    },

    async choices(filter) {
      // One pass: the sessions, the attendee types and the total (grouping sets), the filter's count beside them.
      const rows = await rowsOf<{ session_id: string | null; attendee_type: string | null; level: number; responses: number; matched: number }>(
        db.execute(sql`
          select ${S.sessionId} as session_id, ${S.attendeeType} as attendee_type, grouping(${S.sessionId}, ${S.attendeeType})::int as level,
            count(*)::int as responses, (count(*) filter (where ${narrowing(S, filter) ?? sql`true`}))::int as matched
          from ${S} where ${S.formKey} = ${filter.formKey}
          group by grouping sets ((${S.sessionId}), (${S.attendeeType}), ())`),
      );
      return {
        matched: rows.find((row) => row.level === GROUPED.all)?.matched ?? 0,
        sessions: rows
          .filter((row) => row.level === GROUPED.bySession && row.session_id !== null)
          .map((row) => ({ sessionId: row.session_id as string, responses: row.responses })),
        attendeeTypes: rows
          .filter((row) => row.level === GROUPED.byAttendeeType && row.attendee_type !== null)
          .map((row) => ({ attendeeType: row.attendee_type as string, responses: row.responses }))
          .sort((a, b) => a.attendeeType.localeCompare(b.attendeeType)),
      };
    },

    async answerCounts(filter, typed) {
      // evaluation_answers, not the submissions' JSON: a value per row, blank texts left out, the first of each answer at position 1.
      const choices = typed.length === 0 ? sql`true` : sql`${A.questionId} not in (${list(typed)})`;
      const rows = await rowsOf<{ question_id: string; value: string | null; count: number; score_sum: number | null; scored: number }>(
        db.execute(sql`
          select ${A.questionId} as question_id, null::text as value, count(*)::int as count, null::float8 as score_sum, 0 as scored
          from ${A} where ${matching(A, filter)} and ${A.position} = 1
          group by ${A.questionId}
          union all
          select ${A.questionId}, ${A.value}, count(*)::int, sum(${A.score}), count(${A.score})::int
          from ${A} where ${matching(A, filter)} and ${choices}
          group by ${A.questionId}, ${A.value}`),
      );
      return rows.map((row) => ({ questionId: row.question_id, value: row.value, count: row.count, scoreSum: row.score_sum, scored: row.scored }));
    },

    async textAnswers(filter, questionIds, { before, limit }) {
      const answers = new Map<string, TextAnswerRow[]>(questionIds.map((id) => [id, []]));
      if (questionIds.length === 0) return answers;
      const older = before === undefined ? sql`true` : sql`${A.submissionId} < ${before}`;
      // Per question, the newest first: a walk backwards along the question's index that stops after `limit` answers.
      const rows = await rowsOf<{ question_id: string; id: number; submitted_at: Date | string; session_id: string | null; text: string }>(
        db.execute(sql`
          select q.id as question_id, t.id, t.submitted_at, t.session_id, t.text
          from unnest(array[${list(questionIds)}]::text[]) as q(id)
          cross join lateral (
            select ${A.submissionId} as id, ${S.submittedAt} as submitted_at, ${A.sessionId} as session_id, ${A.value} as text
            from ${A} join ${S} on ${S.id} = ${A.submissionId}
            where ${matching(A, filter)} and ${A.questionId} = q.id and ${A.position} = 1 and ${older}
            order by ${A.submissionId} desc limit ${limit}
          ) t`),
      );
      for (const row of rows) {
        answers.get(row.question_id)?.push({ submissionId: row.id, submittedAt: new Date(row.submitted_at), sessionId: row.session_id, text: row.text });
      }
      return answers;
    },

    async batch(filter, afterId, size) {
      return db
        .select({ id: S.id, submittedAt: S.submittedAt, sessionId: S.sessionId, attendeeType: S.attendeeType, version: S.version, responses: S.responses })
        .from(S)
        .where(and(matching(S, filter), gt(S.id, afterId)))
        .orderBy(asc(S.id))
        .limit(size);
    },
  };
}
