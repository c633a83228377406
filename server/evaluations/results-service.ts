import type { EvaluationResults } from '../../schemas/generated/api/evaluations/results';
import type { EvaluationTextAnswers } from '../../schemas/generated/api/evaluations/results-answers';
import type { EvaluationResultForms } from '../../schemas/generated/api/evaluations/results-forms';
import { DEFAULT_LOCALE, type Locale } from '../../src/engine';
import { textIn, type AuthoredEvaluationForm } from '../../src/engine/lazy/evaluation-forms';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import type { CatalogueService } from '../catalogue/service';
import { badRequest, notFound } from '../http/errors';
import { csvFileName, csvHeader, csvLine, csvRow } from './results-csv';
import { isTypedKind } from '../../src/engine/lazy/evaluation-answers';
import { questionResults, resultQuestions, type ResultQuestion } from './results-questions';
import type { EvaluationRepository } from './repository';
import type { EvaluationResultsRepository, ResultsFilter, TextAnswerRow } from './results-repository';

export interface ResultsRequest extends ResultsFilter {
  lang?: Locale | undefined;
}

export interface TextAnswersRequest extends ResultsFilter {
  questionId: string;
  before?: number | undefined;
  limit?: number | undefined;
}

/** A CSV download: its file name and its text, produced batch by batch as it is read. */
export interface CsvExport {
  fileName: string;
  chunks: AsyncIterable<string>;
}

export interface EvaluationResultsService {
  forms(locale: Locale): Promise<EvaluationResultForms>;
  summary(request: ResultsRequest): Promise<EvaluationResults>;
  textAnswers(request: TextAnswersRequest): Promise<EvaluationTextAnswers>;
  /** Checks the form exists before anything is sent; the rows are read only as the download is. */
  exportCsv(request: ResultsRequest): Promise<CsvExport>;
}

/** Text answers shown at once per question; more come a page at a time. */
export const TEXT_PAGE_SIZE = 20;
/** Submissions read per round trip of the export: memory stays at one batch whatever the size of the download. */
export const EXPORT_BATCH_SIZE = 1000;
/** Spreadsheet programs read the file as UTF-8 (not their local code page) when it starts with the byte order mark. */
const UTF8_BOM = '\uFEFF';

/** A session's code for the organisers; its id when the catalogue no longer has it. */
const codesIn = (index: CatalogueIndex) => (sessionId: string | null): string | null => (sessionId === null ? null : (index.session(sessionId)?.sessionCode ?? sessionId));

const titleOf = (form: AuthoredEvaluationForm, locale: Locale) => {
  const first = [...form.questionSections].sort((a, b) => a.order - b.order)[0];
  return first ? textIn(first.name, locale) : form.id;
};

export interface EvaluationResultsServiceOptions {
  repository: EvaluationResultsRepository;
  /** The forms' newest versions, for the list of forms with answers. */
  forms: Pick<EvaluationRepository, 'latest'>;
  catalogue: CatalogueService;
}

export function createEvaluationResultsService({ repository, forms: formsOf, catalogue }: EvaluationResultsServiceOptions): EvaluationResultsService {
  async function versionsOf(formKey: string) {
    const versions = await repository.versions(formKey);
    const newest = versions[0];
    if (!newest) throw notFound(`No evaluation form ${formKey}`);
    return { newest, forms: versions.map((version) => version.form) };
  }

  function page(rows: readonly TextAnswerRow[], limit: number, codeOf: (sessionId: string | null) => string | null): EvaluationTextAnswers {
    const shown = rows.slice(0, limit);
    return {
      answers: shown.map((row) => ({ submissionId: row.submissionId, submittedAt: row.submittedAt.toISOString(), sessionCode: codeOf(row.sessionId), text: row.text })),
      next: rows.length > limit ? (shown.at(-1)?.submissionId ?? null) : null,
    };
  }

  return {
    async forms(locale) {
      const counted = await repository.formsWithAnswers();
      // Each form's newest version only, in one read.
      const newest = await formsOf.latest(counted.map(({ formKey }) => formKey));
      return {
        forms: counted.flatMap(({ formKey, responses }) => {
          const form = newest.get(formKey)?.form;
          return form ? [{ formKey, formId: form.id, title: titleOf(form, locale), responses }] : [];
        }),
      };
    },

    async summary({ lang = DEFAULT_LOCALE, ...filter }) {
      const { newest, forms } = await versionsOf(filter.formKey);
      const questions = resultQuestions(forms, lang);
      const typed = questions.filter((question) => isTypedKind(question.kind)).map((question) => question.id);
      const [choices, counts, texts, index] = await Promise.all([
        repository.choices(filter),
        repository.answerCounts(filter, typed),
        repository.textAnswers(filter, typed, { limit: TEXT_PAGE_SIZE + 1 }),
        catalogue.index(),
      ]);
      const pages = new Map([...texts].map(([id, rows]) => [id, page(rows, TEXT_PAGE_SIZE, codesIn(index))]));
      return {
        formKey: filter.formKey,
        formId: newest.form.id,
        title: titleOf(newest.form, lang),
        latestVersion: newest.version,
        total: choices.matched,
        sessions: choices.sessions
          .map(({ sessionId, responses }) => {
            const session = index.session(sessionId);
            return { sessionId, sessionCode: session?.sessionCode ?? null, title: session?.title ?? null, responses };
          })
          .sort((a, b) => (a.sessionCode ?? a.sessionId).localeCompare(b.sessionCode ?? b.sessionId)),
        attendeeTypes: choices.attendeeTypes,
        questions: questionResults(questions, counts, pages),
      };
    },

    async textAnswers({ questionId, before, limit = TEXT_PAGE_SIZE, ...filter }) {
      const { forms } = await versionsOf(filter.formKey);
      const question = resultQuestions(forms, DEFAULT_LOCALE).find((candidate) => candidate.id === questionId);
      if (!question) throw notFound(`The form ${filter.formKey} has no question ${questionId}`);
      if (!isTypedKind(question.kind)) throw badRequest(`Question ${questionId} is not answered with text`, [{ path: '/query/questionId', message: 'must be a text question' }]);
      const [rows, index] = await Promise.all([repository.textAnswers(filter, [questionId], { before, limit: limit + 1 }), catalogue.index()]);
      return page(rows.get(questionId) ?? [], limit, codesIn(index));
    },

    async exportCsv({ lang = DEFAULT_LOCALE, ...filter }) {
      const { forms } = await versionsOf(filter.formKey);
      const questions = resultQuestions(forms, lang);
      return { fileName: csvFileName(filter, new Date()), chunks: csvChunks(filter, questions, codesIn(await catalogue.index())) };
    },
  };

  async function* csvChunks(filter: ResultsFilter, questions: readonly ResultQuestion[], codeOf: (sessionId: string | null) => string | null): AsyncGenerator<string> {
    yield UTF8_BOM + csvLine(csvHeader(questions));
    // Keyset pagination: each batch starts after the last id sent, so no offset is counted over again.
    for (let afterId = 0; ; ) {
      const batch = await repository.batch(filter, afterId, EXPORT_BATCH_SIZE);
      if (batch.length > 0) yield batch.map((submission) => csvLine(csvRow(submission, questions, codeOf(submission.sessionId)))).join('');
      const last = batch.at(-1);
      if (!last || batch.length < EXPORT_BATCH_SIZE) return;
      afterId = last.id;
    }
  }
}
