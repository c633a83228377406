import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { AuthoredEvaluationForm } from '../../src/engine/lazy/evaluation-forms';
import type { Db } from '../db/client';
import { evaluationForms, evaluationSubmissions } from '../db/schema';

/** One published version of a form, as site editors read it. */
export interface PublishedVersion {
  formKey: string;
  version: number;
  anonymous: boolean;
  publishedBy: string;
  publishedAt: Date;
  form: AuthoredEvaluationForm;
}

/** A version in the list of a form's versions: who published it, when, and how many answers it was given. */
export interface VersionSummary {
  version: number;
  formId: string;
  anonymous: boolean;
  publishedBy: string;
  publishedAt: Date;
  answers: number;
}

export interface NewVersion {
  formKey: string;
  /** The newest version the editor started from; 0 for a form that has none yet. */
  baseVersion: number;
  anonymous: boolean;
  form: AuthoredEvaluationForm;
  publishedBy: string;
}

/**
 * The site editors' side of the evaluation forms: every version is kept, and publishing adds the next one. Answers
 * name the version they were given to, so a new version changes none of them.
 */
export interface EvaluationFormRepository {
  /** Every version of every form, newest first within a form, with its number of answers. */
  versions(): Promise<Map<string, VersionSummary[]>>;
  /** One version of a form (the newest when `version` is left out), and the form's newest version number. */
  read(formKey: string, version?: number): Promise<{ stored: PublishedVersion; latestVersion: number } | undefined>;
  /**
   * Adds version `baseVersion + 1`, in one transaction, if `baseVersion` is still the newest: undefined when someone
   * published since (two publishing from one base: the primary key lets exactly one in).
   */
  publish(next: NewVersion): Promise<PublishedVersion | undefined>;
}

const columns = {
  formKey: evaluationForms.formKey,
  version: evaluationForms.version,
  anonymous: evaluationForms.anonymous,
  publishedBy: evaluationForms.publishedBy,
  publishedAt: evaluationForms.publishedAt,
};

export function createEvaluationFormRepository(db: Db): EvaluationFormRepository {
  const newestVersion = async (executor: Pick<Db, 'select'>, formKey: string): Promise<number> => {
    const [row] = await executor.select({ newest: max(evaluationForms.version) }).from(evaluationForms).where(eq(evaluationForms.formKey, formKey));
    return row?.newest ?? 0;
  };

  return {
    async versions() {
      // The form's id only: the whole form of every version is not needed for a list.
      const [rows, answered] = await Promise.all([
        db
          .select({ ...columns, formId: sql<string>`${evaluationForms.form}->>'id'` })
          .from(evaluationForms)
          .orderBy(evaluationForms.formKey, desc(evaluationForms.version)),
        db
          .select({ formKey: evaluationSubmissions.formKey, version: evaluationSubmissions.version, answers: count() })
          .from(evaluationSubmissions)
          .groupBy(evaluationSubmissions.formKey, evaluationSubmissions.version),
      ]);
      const answers = new Map(answered.map((row) => [`${row.version} ${row.formKey}`, row.answers]));
      const byKey = new Map<string, VersionSummary[]>();
      for (const { formKey, ...row } of rows) {
        byKey.set(formKey, [...(byKey.get(formKey) ?? []), { ...row, answers: answers.get(`${row.version} ${formKey}`) ?? 0 }]);
      }
      return byKey;
    },

    async read(formKey, version) {
      const latestVersion = await newestVersion(db, formKey);
      if (latestVersion === 0) return undefined;
      const [stored] = await db
        .select({ ...columns, form: evaluationForms.form })
        .from(evaluationForms)
        .where(and(eq(evaluationForms.formKey, formKey), eq(evaluationForms.version, version ?? latestVersion)));
      return stored && { stored, latestVersion };
    },

    publish({ baseVersion, ...next }) {
      return db.transaction(async (tx) => {
        if ((await newestVersion(tx, next.formKey)) !== baseVersion) return undefined;
        const [stored] = await tx
          .insert(evaluationForms)
          .values({ ...next, version: baseVersion + 1 })
          .onConflictDoNothing()
          .returning({ ...columns, form: evaluationForms.form });
        return stored;
      });
    },
  };
}
