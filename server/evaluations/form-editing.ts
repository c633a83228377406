import type { EvaluationFormPublish } from '../../schemas/generated/api/evaluations/form-publish';
import type { EvaluationFormSummaries } from '../../schemas/generated/api/evaluations/form-summaries';
import type { PublishedEvaluationForm } from '../../schemas/generated/api/evaluations/published-form';
import type { CurrentUser } from '../../src/engine';
import { formKeyProblems, isSurveyKey } from '../../src/engine/lazy/evaluation-form-keys';
import { authoredFormProblems } from '../../src/engine/lazy/evaluation-forms';
import type { ValidationIssue } from '../../src/engine/lazy/validation';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { EvaluationFormRepository, PublishedVersion, VersionSummary } from './form-repository';

export interface EvaluationFormEditing {
  list(): Promise<EvaluationFormSummaries>;
  read(formKey: string, version?: number): Promise<PublishedEvaluationForm>;
  /** Publishes the next version; a stale base is a 409 carrying the current version, bad input a 400 saving nothing. */
  publish(editor: CurrentUser, request: EvaluationFormPublish): Promise<PublishedEvaluationForm>;
}

const published = (stored: PublishedVersion, latestVersion: number): PublishedEvaluationForm => ({
  ...stored,
  publishedAt: stored.publishedAt.toISOString(),
  latestVersion,
});

const versionSummary = ({ version, publishedBy, publishedAt, answers }: VersionSummary) => ({ version, publishedBy, publishedAt: publishedAt.toISOString(), answers });

/** What the schema cannot say about a new version, with paths into the request. */
function publishProblems({ formKey, form, anonymous }: EvaluationFormPublish): ValidationIssue[] {
  const inForm = [...formKeyProblems(formKey, form), ...authoredFormProblems(form)].map(({ path, message }) => ({ path: `/body/form${path}`, message }));
  const anonymity = anonymous && !isSurveyKey(formKey) ? [{ path: '/body/anonymous', message: 'Only a survey can be answered anonymously' }] : [];
  return [...inForm, ...anonymity];
}

/** The site editors' evaluation forms tool (issue 20): the forms and their versions, and publishing the next. */
export function createEvaluationFormEditing(repository: EvaluationFormRepository): EvaluationFormEditing {
  async function read(formKey: string, version?: number): Promise<PublishedEvaluationForm> {
    const found = await repository.read(formKey, version);
    if (!found) throw notFound(version === undefined ? `No evaluation form ${formKey}` : `Evaluation form ${formKey} has no version ${version}`);
    return published(found.stored, found.latestVersion);
  }

  return {
    async list() {
      const forms = [...(await repository.versions())].flatMap(([formKey, versions]) => {
        const newest = versions[0];
        if (!newest) return [];
        const { formId, version, anonymous, publishedBy, publishedAt } = newest;
        return [{ formKey, formId, version, anonymous, publishedBy, publishedAt: publishedAt.toISOString(), versions: versions.map(versionSummary) }];
      });
      return { forms };
    },

    read,

    async publish(editor, request) {
      const problems = publishProblems(request);
      if (problems.length > 0) throw badRequest('The form has problems; nothing was published', problems);
      const stored = await repository.publish({ ...request, publishedBy: editor.displayName || editor.id });
      if (stored) return published(stored, stored.version);
      const current = await read(request.formKey);
      throw new HttpError(409, `Version ${current.version} of ${request.formKey} was published since version ${request.baseVersion}, by ${current.publishedBy}`, {
        body: { current },
      });
    },
  };
}
