import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AuthoredEvaluationForm } from '../../src/engine/lazy/evaluation-forms';
import type { EvaluationResponse } from '../../src/engine/lazy/evaluation-answers';
import type { Db } from '../db/client';
import { enrollments, evaluationForms, evaluationSubmissions } from '../db/schema';

/** One published version of a form. */
export interface StoredForm {
  formKey: string;
  version: number;
  form: AuthoredEvaluationForm;
  anonymous: boolean;
}

/** One answered evaluation, as it is kept. */
export interface NewSubmission {
  evaluationId: string;
  formKey: string;
  version: number;
  /** Null for an anonymous survey: nothing tells who answered. */
  userId: string | null;
  sessionId: string | null;
  attendeeType: string | null;
  responses: EvaluationResponse[];
}

/**
 * The evaluation forms, every version kept (the seed writes the first; the editors' tool publishes the next, see
 * form-repository.ts), and the submissions. Answering once is the partial unique index's: two requests at once cannot both get through.
 */
export interface EvaluationRepository {
  /** The newest version of each form asked for, by key. */
  latest(formKeys: readonly string[]): Promise<Map<string, StoredForm>>;
  /** Keeps a submission; false when the user had answered that evaluation already. */
  submit(submission: NewSubmission): Promise<boolean>;
  /** Which of the evaluations the user has answered. */
  answered(userId: string, evaluationIds: readonly string[]): Promise<Set<string>>;
  /** The sessions on the user's schedule (a confirmed roundtable seat included): those they are asked to evaluate. */
  scheduledSessionIds(userId: string): Promise<string[]>;
}

export function createEvaluationRepository(db: Db): EvaluationRepository {
  return {
    async latest(formKeys) {
      if (formKeys.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([evaluationForms.formKey])
        .from(evaluationForms)
        .where(inArray(evaluationForms.formKey, [...formKeys]))
        .orderBy(evaluationForms.formKey, desc(evaluationForms.version));
      return new Map(rows.map((row) => [row.formKey, { formKey: row.formKey, version: row.version, form: row.form, anonymous: row.anonymous }]));
    },

    async submit(submission) {
      const kept = await db.insert(evaluationSubmissions).values(submission).onConflictDoNothing().returning({ id: evaluationSubmissions.id });
      return kept.length > 0;
    },

    async answered(userId, evaluationIds) {
      if (evaluationIds.length === 0) return new Set();
      const rows = await db
        .select({ evaluationId: evaluationSubmissions.evaluationId })
        .from(evaluationSubmissions)
        .where(and(eq(evaluationSubmissions.userId, userId), inArray(evaluationSubmissions.evaluationId, [...evaluationIds])));
      return new Set(rows.map((row) => row.evaluationId));
    },

    async scheduledSessionIds(userId) {
      const rows = await db
        .select({ sessionId: enrollments.sessionId })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), inArray(enrollments.status, ['scheduled', 'confirmed'])));
      return rows.map((row) => row.sessionId);
    },
  };
}
