import { request as httpRequest } from 'node:http';
import { rm } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvaluationResults } from '../../schemas/generated/api/evaluations/results';
import type { EvaluationTextAnswers } from '../../schemas/generated/api/evaluations/results-answers';
import type { EvaluationResultForms } from '../../schemas/generated/api/evaluations/results-forms';
import { writeCatalogue } from '../../server/catalogue/writes';
import { evaluationForms, evaluationSubmissions } from '../../server/db/schema';
import type { AuthoredEvaluationForm } from '../../src/engine/lazy/evaluation-forms';
import type { EvaluationResponse } from '../../src/engine/lazy/evaluation-answers';
import { catalogue, session } from '../engine/catalogue-search/builders';
import { DRIVERS, json, startServerWithReach, type AppReach, type TestServer } from './harness';
import { nominationContent } from './nomination-content';

type NewSubmission = typeof evaluationSubmissions.$inferInsert;

/** A chosen option as the server keeps it: `[value, score]` pairs. */
const chose = (evaluationQuestionId: string, ...chosen: [string, number | null][]): EvaluationResponse => ({
  evaluationQuestionId,
  evaluationResponseValues: chosen.map(([value, scoreValue]) => ({ value, displayValue: value, scoreValue })),
});
const typed = (evaluationQuestionId: string, text: string): EvaluationResponse => ({ evaluationQuestionId, evaluationResponseValues: [{ value: text, displayValue: text, scoreValue: null }] });

const sessionRow = (n: number, sessionId: string, attendeeType: string, version: number, responses: EvaluationResponse[]): NewSubmission => ({
  evaluationId: `session:${sessionId}`,
  formKey: 'session:*',
  version,
  userId: `results-user-${n}`,
  sessionId,
  attendeeType,
  responses,
});

const PATH = '/siteeditor/evaluation-results';
const FORMULA = '=HYPERLINK("https://evil.example","click")';
const AWKWARD = 'Slides, "the good kind",\nand a second line';
const CONFERENCE_ROWS = 20_000;
const SECRET_USER = 'user-who-must-not-show';

describe.each(DRIVERS)('evaluation results for organisers (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  let contentDir: string;
  const get = async (url: string, who: Parameters<TestServer['auth']>[0] | null = 'siteeditor') =>
    server.app.inject({ url: `/api/v1${url}`, headers: who ? await server.auth(who) : {} });
  const summary = async (query: string) => json<EvaluationResults>(await get(`${PATH}/summary?${query}`));
  const question = (results: EvaluationResults, id: string) => results.questions.find((candidate) => candidate.id === id);
  const counts = (results: EvaluationResults, id: string) => Object.fromEntries((question(results, id)?.options ?? []).map((option) => [option.value, option.count]));

  beforeAll(async () => {
    contentDir = await nominationContent();
    server = await startServerWithReach(driver, { contentDir, demo: { scale: 0 } });
    const { db, live } = server.reach;
    await writeCatalogue(db, live, catalogue({ sessions: [session({ sessionId: 'er-1', sessionCode: 'BRK301' }), session({ sessionId: 'er-2', sessionCode: 'BRK302' })] }));

    // Version 2 of the session form rewords the first question, drops `recommend` and asks about the pace.
    const [first] = await db.select().from(evaluationForms).where(eq(evaluationForms.formKey, 'session:*')).orderBy(desc(evaluationForms.version)).limit(1);
    const v1 = first?.form as AuthoredEvaluationForm;
    const [section] = v1.questionSections;
    const v2: AuthoredEvaluationForm = {
      ...v1,
      questionSections: [
        {
          ...section!,
          evaluationQuestions: [
            ...section!.evaluationQuestions
              .filter((candidate) => candidate.id !== 'recommend')
              .map((candidate) => (candidate.id === 'overall' ? { ...candidate, questionText: { 'en-us': 'Overall, how was this session?', 'de-de': 'Wie war die Session insgesamt?' } } : candidate)),
            {
              id: 'pace',
              type: 'RadioList',
              questionText: { 'en-us': 'How was the pace?' },
              required: false,
              visible: true,
              questionOrder: 6,
              options: ['slow', 'right', 'fast'].map((value) => ({ id: `pace-${value}`, value, displayValue: { 'en-us': value }, scoreValue: null })),
            },
          ],
        },
      ],
    };
    await db.insert(evaluationForms).values({ formKey: 'session:*', version: 2, form: v2, publishedBy: 'test' });

    await db.insert(evaluationSubmissions).values([
      sessionRow(1, 'er-1', 'attendee', 1, [chose('overall', ['5', 5]), chose('speakers', ['4', 4]), chose('recommend', ['yes', 1]), typed('comments', AWKWARD)]),
      sessionRow(2, 'er-1', 'speaker', 1, [chose('overall', ['2', 2]), chose('speakers', ['not applicable', null]), typed('improve', FORMULA), chose('recommend', ['no', 0])]),
      sessionRow(3, 'er-2', 'attendee', 1, [chose('overall', ['4', 4]), chose('speakers', ['5', 5])]),
      sessionRow(4, 'er-2', 'inperson-attendee', 1, [chose('overall', ['3', 3]), chose('speakers', ['not applicable', null]), typed('comments', '-2 points for the room')]),
      sessionRow(5, 'er-1', 'attendee', 2, [chose('overall', ['1', 1]), chose('speakers', ['2', 2]), typed('improve', 'Too fast'), chose('pace', ['fast', null])]),
    ]);
    // An anonymous survey with more typed answers than a page shows.
    await db.insert(evaluationSubmissions).values(
      Array.from({ length: 45 }, (_, n) => ({ evaluationId: 'survey:interests', formKey: 'survey:interests', version: 1, responses: [chose('topics', ['ai', null]), typed('other', `Idea ${n + 1}`)] })),
    );
  });
  afterAll(async () => {
    await server.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it('lists the forms that have answers', async () => {
    const { forms } = json<EvaluationResultForms>(await get(`${PATH}?lang=de-de`));
    expect(forms).toEqual([
      { formKey: 'session:*', formId: 'session-evaluation', title: 'Ihre Session-Bewertung', responses: 5 },
      { formKey: 'survey:interests', formId: 'interests', title: 'Gestalten Sie das nächste Jahr mit', responses: 45 },
    ]);
  });

  it('adds up a form’s answers: counts, averages without the unscored answers, distributions, every version’s questions', async () => {
    const results = await summary('formKey=session:*');
    expect([results.formId, results.latestVersion, results.total]).toEqual(['session-evaluation', 2, 5]);
    // The newest version's questions in its order and words, then the one only version 1 had.
    expect(results.questions.map((item) => [item.id, item.kind, item.current])).toEqual([
      ['overall', 'RadioList', true],
      ['speakers', 'RadioList', true],
      ['improve', 'MultilineText', true],
      ['comments', 'MultilineText', true],
      ['pace', 'RadioList', true],
      ['recommend', 'Dropdown', false],
    ]);
    expect(question(results, 'overall')?.text).toBe('Overall, how was this session?');
    expect(question(results, 'overall')).toMatchObject({ answered: 5, averageScore: 3, scored: true });
    expect(counts(results, 'overall')).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 });
    // 'Not applicable' is counted among the answers but has no score, so it stays out of the mean.
    expect(question(results, 'speakers')).toMatchObject({ answered: 5, scored: true });
    expect(question(results, 'speakers')?.averageScore).toBeCloseTo(11 / 3, 10);
    expect(counts(results, 'speakers')).toEqual({ 1: 0, 2: 1, 3: 0, 4: 1, 5: 1, 'not applicable': 2 });
    expect(question(results, 'pace')).toMatchObject({ answered: 1, averageScore: null, scored: false });
    expect(question(results, 'recommend')).toMatchObject({ answered: 2, averageScore: 0.5 });
    expect(question(results, 'improve')).toMatchObject({ answered: 2, options: [], averageScore: null });
    expect(question(results, 'improve')?.textAnswers).toEqual({
      answers: [
        { submissionId: expect.any(Number), submittedAt: expect.any(String), sessionCode: 'BRK301', text: 'Too fast' },
        { submissionId: expect.any(Number), submittedAt: expect.any(String), sessionCode: 'BRK301', text: FORMULA },
      ],
      next: null,
    });
    expect(question(results, 'overall')?.textAnswers).toBeNull();
    expect(results.sessions).toEqual([
      { sessionId: 'er-1', sessionCode: 'BRK301', title: expect.any(String), responses: 3 },
      { sessionId: 'er-2', sessionCode: 'BRK302', title: expect.any(String), responses: 2 },
    ]);
    expect(results.attendeeTypes).toEqual([
      { attendeeType: 'attendee', responses: 3 },
      { attendeeType: 'inperson-attendee', responses: 1 },
      { attendeeType: 'speaker', responses: 1 },
    ]);
    // Nothing says who answered.
    expect(JSON.stringify(results)).not.toContain('results-user');
  });

  it('filters by session and by attendee type, keeping every choice of the filters', async () => {
    const bySession = await summary('formKey=session:*&sessionId=er-1');
    expect(bySession.total).toBe(3);
    expect(question(bySession, 'overall')?.averageScore).toBeCloseTo(8 / 3, 10);
    expect(counts(bySession, 'speakers')).toMatchObject({ 'not applicable': 1, 4: 1, 2: 1 });
    expect(bySession.sessions.map((item) => item.sessionId)).toEqual(['er-1', 'er-2']);

    const byType = await summary('formKey=session:*&attendeeType=attendee');
    expect(byType.total).toBe(3);
    expect(question(byType, 'overall')?.averageScore).toBeCloseTo(10 / 3, 10);
    expect(question(byType, 'speakers')?.averageScore).toBeCloseTo(11 / 3, 10);

    const both = await summary('formKey=session:*&sessionId=er-1&attendeeType=attendee');
    expect([both.total, question(both, 'overall')?.averageScore, question(both, 'comments')?.textAnswers?.answers.map((item) => item.text)]).toEqual([2, 3, [AWKWARD]]);

    const none = await summary('formKey=session:*&sessionId=er-2&attendeeType=speaker');
    expect([none.total, question(none, 'overall')?.answered, question(none, 'overall')?.averageScore]).toEqual([0, 0, null]);
  });

  it('gives the texts and labels in the language asked for', async () => {
    const results = await summary('formKey=session:*&lang=de-de');
    expect(question(results, 'overall')?.text).toBe('Wie war die Session insgesamt?');
    expect(question(results, 'overall')?.options[4]?.label).toBe('5 – Ausgezeichnet');
  });

  it('pages through the text answers, newest first', async () => {
    const results = await summary('formKey=survey:interests');
    const first = question(results, 'other')?.textAnswers as EvaluationTextAnswers;
    expect([question(results, 'other')?.answered, first.answers.length, first.answers[0]?.text, first.answers[19]?.text]).toEqual([45, 20, 'Idea 45', 'Idea 26']);
    expect(first.next).toEqual(first.answers[19]?.submissionId);
    const second = json<EvaluationTextAnswers>(await get(`${PATH}/answers?formKey=survey:interests&questionId=other&before=${first.next}`));
    expect([second.answers.length, second.answers[0]?.text, second.answers[0]?.sessionCode]).toEqual([20, 'Idea 25', null]);
    const last = json<EvaluationTextAnswers>(await get(`${PATH}/answers?formKey=survey:interests&questionId=other&before=${second.next}&limit=50`));
    expect([last.answers.map((item) => item.text), last.next]).toEqual([['Idea 5', 'Idea 4', 'Idea 3', 'Idea 2', 'Idea 1'], null]);
  });

  it('is for site editors only', async () => {
    const urls = [PATH, `${PATH}/summary?formKey=conference`, `${PATH}/answers?formKey=conference&questionId=comments`, `${PATH}/export?formKey=conference`];
    for (const url of urls) {
      expect([url, (await get(url, null)).statusCode]).toEqual([url, 401]);
      expect([url, (await get(url, 'contenteditor')).statusCode]).toEqual([url, 403]);
      expect([url, (await get(url, 'attendee')).statusCode]).toEqual([url, 403]);
    }
  });

  it('refuses bad queries naming the parameter, and unknown forms and questions', async () => {
    const pathsOf = async (url: string) => {
      const response = await get(url);
      return [response.statusCode, json<{ details?: { path: string }[] }>(response).details?.map((issue) => issue.path)];
    };
    expect(await pathsOf(`${PATH}/summary`)).toEqual([400, ['/query/formKey']]);
    // Nominations are no evaluation results.
    expect(await pathsOf(`${PATH}/summary?formKey=nomination`)).toEqual([400, ['/query/formKey']]);
    expect(await pathsOf(`${PATH}/summary?formKey=conference&lang=xx`)).toEqual([400, ['/query/lang']]);
    expect(await pathsOf(`${PATH}/summary?formKey=conference&userId=someone`)).toEqual([400, ['/query/userId']]);
    expect(await pathsOf(`${PATH}/answers?formKey=survey:interests&questionId=other&limit=1000`)).toEqual([400, ['/query/limit']]);
    expect(await pathsOf(`${PATH}/answers?formKey=survey:interests&questionId=other&before=soon`)).toEqual([400, ['/query/before']]);
    expect(await pathsOf(`${PATH}/answers?formKey=survey:interests&questionId=topics`)).toEqual([400, ['/query/questionId']]);
    expect(await pathsOf(`${PATH}/export?sessionId=er-1`)).toEqual([400, ['/query/formKey']]);
    expect((await get(`${PATH}/summary?formKey=survey:nowhere`)).statusCode).toBe(404);
    expect((await get(`${PATH}/answers?formKey=survey:interests&questionId=nothing`)).statusCode).toBe(404);
    const missing = await get(`${PATH}/export?formKey=survey:nowhere`);
    expect([missing.statusCode, missing.headers['content-type']]).toEqual([404, expect.stringContaining('application/json')]);
  });

  describe('the CSV export', () => {
    let address: string;
    beforeAll(async () => {
      address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      // 20,000 answers to the conference evaluation, written in ten multi-row inserts; a few signed in.
      const { db } = server.reach;
      const comment = (n: number) => (n === 0 ? AWKWARD : n === 1 ? '=1+2' : n === 2 ? '@SUM(A1:A9)' : n === 3 ? '\tindented' : `Comment ${n}`);
      for (let start = 0; start < CONFERENCE_ROWS; start += 2000) {
        await db.insert(evaluationSubmissions).values(
          Array.from({ length: 2000 }, (_, offset): NewSubmission => {
            const n = start + offset;
            return {
              evaluationId: 'conference',
              formKey: 'conference',
              version: 1,
              userId: n < 3 ? `${SECRET_USER}-${n}` : null,
              attendeeType: n % 2 === 0 ? 'attendee' : 'speaker',
              responses: [
                chose('overall', [String((n % 5) + 1), (n % 5) + 1]),
                ...(n % 3 === 0 ? [chose('liked', ['keynotes', null], ['labs', null])] : []),
                chose('again', n % 4 === 0 ? ['no', 0] : ['yes', 1]),
                typed('comments', comment(n)),
              ],
            };
          }),
        );
      }
    }, 120_000);

    /** The export as the browser downloads it: over a socket, uncompressed, counting the pieces it arrives in. */
    async function download(query: string): Promise<{ status: number; headers: Record<string, unknown>; text: string; pieces: number }> {
      const headers = { ...(await server.auth('siteeditor')), 'accept-encoding': 'identity' };
      return new Promise((resolve, reject) => {
        httpRequest(`${address}/api/v1${PATH}/export?${query}`, { headers }, (response) => {
          const pieces: Buffer[] = [];
          response.on('data', (piece: Buffer) => pieces.push(piece));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(pieces).toString('utf8'), pieces: pieces.length }));
          response.on('error', reject);
        })
          .on('error', reject)
          .end();
      });
    }

    it('streams 20,000 responses as RFC 4180 CSV, a row per submission, text quoted, formulas defused, nobody named', async () => {
      const { status, headers, text, pieces } = await download('formKey=conference');
      expect(status).toBe(200);
      expect(headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(headers['content-disposition']).toMatch(/^attachment; filename="evaluation-results_conference_\d{4}-\d{2}-\d{2}\.csv"$/);
      // Streamed: sent as it is read, in many pieces, never with a length known up front.
      expect(headers['content-length']).toBeUndefined();
      expect(headers['transfer-encoding']).toBe('chunked');
      expect(pieces).toBeGreaterThan(10);

      const records = parse(text, { bom: true, relaxQuotes: false }) as string[][];
      const [header, ...rows] = records;
      expect(rows).toHaveLength(CONFERENCE_ROWS);
      expect(header).toEqual([
        'submission_id',
        'submitted_at',
        'session_id',
        'session_code',
        'attendee_type',
        'form_version',
        'How would you rate the conference overall? [overall]',
        'How would you rate the conference overall? [overall] (score)',
        'What did you value most? [liked]',
        'Will you come again next year? [again]',
        'Will you come again next year? [again] (score)',
        'What would make you come back? [why-not]',
        'Anything else you would like to tell the organisers? [comments]',
      ]);
      expect(rows.every((row) => row.length === header!.length)).toBe(true);
      const [first, second, third, fourth] = rows;
      expect(first?.slice(2)).toEqual(['', '', 'attendee', '1', '1 – Poor', '1', 'Keynotes; Hands-on labs', 'No', '0', '', AWKWARD]);
      expect(second?.at(-1)).toBe("'=1+2");
      expect(third?.at(-1)).toBe("'@SUM(A1:A9)");
      expect(fourth?.at(-1)).toBe("'\tindented");
      expect(new Set(rows.map((row) => row[0])).size).toBe(CONFERENCE_ROWS);
      expect(Number(rows.at(-1)?.[0])).toBeGreaterThan(Number(first?.[0]));
      expect(text).not.toContain(SECRET_USER);
      // The raw text quotes as RFC 4180 says: the awkward answer in quotes, its quotes doubled, lines ended by CRLF.
      expect(text).toContain(`"Slides, ""the good kind"",\nand a second line"\r\n`);
    });

    it('exports only what the filters keep', async () => {
      const { text } = await download('formKey=conference&attendeeType=speaker&lang=de-de');
      const [header, ...rows] = parse(text, { bom: true }) as string[][];
      expect(rows).toHaveLength(CONFERENCE_ROWS / 2);
      expect(rows.every((row) => row[4] === 'speaker')).toBe(true);
      expect(header?.[6]).toBe('Wie bewerten Sie die Konferenz insgesamt? [overall]');

      const session = parse((await download('formKey=session:*&sessionId=er-1')).text, { bom: true }) as string[][];
      expect(session.slice(1).map((row) => [row[2], row[3]])).toEqual([
        ['er-1', 'BRK301'],
        ['er-1', 'BRK301'],
        ['er-1', 'BRK301'],
      ]);
      const improve = session[0]?.indexOf('What could we improve? [improve]') ?? -1;
      expect(session.slice(1).map((row) => row[improve])).toEqual(['', `'${FORMULA}`, 'Too fast']);
    });

    it('adds up the 20,000 answers', async () => {
      const results = await summary('formKey=conference');
      expect(results.total).toBe(CONFERENCE_ROWS);
      expect(question(results, 'overall')).toMatchObject({ answered: CONFERENCE_ROWS, averageScore: 3 });
      expect(question(results, 'comments')?.textAnswers?.answers).toHaveLength(20);
      const stored = await server.reach.db.select({ id: evaluationSubmissions.id }).from(evaluationSubmissions).where(eq(evaluationSubmissions.formKey, 'conference')).orderBy(desc(evaluationSubmissions.id)).limit(1);
      expect(question(results, 'comments')?.textAnswers?.answers[0]?.submissionId).toBe(stored[0]?.id);
    });
  });
});
