import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../server/app';
import { devSubject } from '../server/auth/dev-subjects';
import { writeCatalogue } from '../server/catalogue/writes';
import type { AppContext } from '../server/context';
import type { Db } from '../server/db/client';
import { evaluationSubmissions } from '../server/db/schema';
import { SCOPES } from '../src/engine';
import type { EvaluationResponse } from '../src/engine/lazy/evaluation-answers';
import { session } from '../tests/engine/catalogue-search/builders';
import { scratchDatabase } from './calendar-feed';
import { percentile } from './stats';
import type { InjectOptions } from 'fastify';

export interface EvaluationsServerBench {
  driver: 'postgres' | 'pglite';
  /** POST /evaluation/session/{id}: the form's logic checked, the answer kept (in process, one at a time). */
  submissions: number;
  submitP50Ms: number;
  submitP99Ms: number;
  /** Side by side with each submission: a signed-in read of the same routes' settings (no form, no write), the floor. */
  floorP50Ms: number;
  floorP99Ms: number;
  /** GET /siteeditor/evaluation-results/summary of a form with `responses` submissions. */
  responses: number;
  resultsP50Ms: number;
  resultsP95Ms: number;
  /** The same, filtered by an attendee type. */
  filteredP50Ms: number;
}

const USERS = 50;
const SESSIONS = 44;
const SUBMIT_WARM_UP = 200;
const RESPONSES = 20_000;
const INSERT_BATCH = 2_000;
const RESULTS_WARM_UP = 3;
const RESULTS_SAMPLES = 25;
const ATTENDEE_TYPES = ['attendee', 'inperson-attendee', 'speaker'];

const chose = (evaluationQuestionId: string, value: string, scoreValue: number | null): EvaluationResponse => ({
  evaluationQuestionId,
  evaluationResponseValues: [{ value, displayValue: value, scoreValue }],
});
const typed = (evaluationQuestionId: string, text: string): EvaluationResponse => ({ evaluationQuestionId, evaluationResponseValues: [{ value: text, displayValue: text, scoreValue: null }] });

/** The answers of the shipped session form (pages-content/evaluation-forms.json), varied by `n`. */
function answersOf(n: number): EvaluationResponse[] {
  const overall = (n % 5) + 1;
  return [
    chose('overall', String(overall), overall),
    n % 7 === 0 ? chose('speakers', 'not applicable', null) : chose('speakers', String(((n + 2) % 5) + 1), ((n + 2) % 5) + 1),
    ...(overall < 3 ? [typed('improve', `The room was too warm and the slides too small to read from row ${n % 30}.`)] : []),
    chose('recommend', n % 4 === 0 ? 'no' : 'yes', n % 4 === 0 ? 0 : 1),
    ...(n % 2 === 0 ? [typed('comments', `Thanks for session ${n}: the demo of the deployment pipeline was the best part.`)] : []),
  ];
}

/**
 * Issue 20's server targets, in process (no network noise), on PostgreSQL when DATABASE_URL is set, else embedded:
 * (a) a session evaluation's submission, its answers checked against the form's logic and kept, by attendees who
 * each answer many sessions once; (b) the organisers' summary of a form with 20,000 submissions (counts, averages,
 * distributions, first page of text answers), written straight into the table in multi-row inserts.
 */
export async function benchEvaluationsServer(): Promise<EvaluationsServerBench> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'confsite-bench-evaluations-'));
  const database = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;
  let reach: (AppContext & { db: Db }) | undefined;
  const capture: FastifyPluginAsync<AppContext & { db: Db }> = async (_app, context) => {
    reach = context;
  };
  const app = await buildApp({ dataDir, databaseUrl: database?.url, siteEnv: 'cont', nodeEnv: 'test', publicUrl: 'https://bench.confsite.test', demo: { scale: 0 }, rateLimits: false, extraApiRoutes: [capture] });
  try {
    const { db, live, sessions } = reach as AppContext & { db: Db };
    const bearer = async (user: Parameters<typeof devSubject>[0]) => ({ authorization: `Bearer ${(await sessions.start({ user: devSubject(user) })).token}` });
    // Sessions that started half an hour ago: their evaluations are open (the shipped settings: 5 minutes after start).
    const started = new Date(Date.now() - 30 * 60_000).toISOString();
    const ends = new Date(Date.now() + 30 * 60_000).toISOString();
    const sessionIds = Array.from({ length: SESSIONS }, (_, n) => `bench-eval-${n}`);
    await writeCatalogue(db, live, { sessions: sessionIds.map((sessionId, n) => session({ sessionId, sessionCode: `EVAL${n}`, startDateTime: started, endDateTime: ends })) });

    const users = await Promise.all(Array.from({ length: USERS }, (_, n) => bearer({ name: `Bench Evaluator ${n}`, scopes: [SCOPES.sessionCatalog, SCOPES.eventTools] })));
    const submitTimes: number[] = [];
    const floorTimes: number[] = [];
    const timed = async (request: InjectOptions, what: string): Promise<number> => {
      const begun = performance.now();
      const response = await app.inject(request);
      const elapsed = performance.now() - begun;
      if (response.statusCode !== 200) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
      return elapsed;
    };
    let n = 0;
    for (const sessionId of sessionIds) {
      for (const headers of users) {
        const payload = { evaluationId: 'session-evaluation', responses: answersOf(n) };
        const submitted = await timed({ method: 'POST', url: `/api/v1/evaluation/session/${sessionId}`, headers, payload }, 'a submission');
        const floor = await timed({ url: '/api/v1/evaluation/conference/postConferenceEvaluationDates', headers }, 'the dates');
        if (n >= SUBMIT_WARM_UP) {
          submitTimes.push(submitted);
          floorTimes.push(floor);
        }
        n += 1;
      }
    }

    // The rest of the 20,000 answers to the session form, written straight into the table.
    for (let start = n; start < RESPONSES; start += INSERT_BATCH) {
      await db.insert(evaluationSubmissions).values(
        Array.from({ length: Math.min(INSERT_BATCH, RESPONSES - start) }, (_, offset) => {
          const row = start + offset;
          const sessionId = sessionIds[row % SESSIONS] as string;
          return { evaluationId: `session:${sessionId}`, formKey: 'session:*', version: 1, sessionId, attendeeType: ATTENDEE_TYPES[row % 3] as string, responses: answersOf(row) };
        }),
      );
    }

    const editor = await bearer({ persona: 'siteeditor' });
    const timeSummary = async (query: string, expected: number, samples = RESULTS_SAMPLES): Promise<number[]> => {
      const times: number[] = [];
      for (let sample = 0; sample < RESULTS_WARM_UP + samples; sample += 1) {
        const begun = performance.now();
        const response = await app.inject({ url: `/api/v1/siteeditor/evaluation-results/summary?${query}`, headers: editor });
        const elapsed = performance.now() - begun;
        if (response.statusCode !== 200) throw new Error(`the summary answered ${response.statusCode}: ${response.body}`);
        if (sample === 0 && response.json<{ total: number }>().total !== expected) throw new Error(`the summary counted ${response.json<{ total: number }>().total} answers, not ${expected}`);
        if (sample >= RESULTS_WARM_UP) times.push(elapsed);
      }
      return times;
    };
    const results = await timeSummary('formKey=session:*', RESPONSES);
    const speakers = Array.from({ length: RESPONSES - n }, (_, offset) => n + offset).filter((row) => ATTENDEE_TYPES[row % 3] === 'speaker').length;
    const filtered = await timeSummary('formKey=session:*&attendeeType=speaker', speakers);
    return {
      driver: database ? 'postgres' : 'pglite',
      submissions: submitTimes.length,
      submitP50Ms: percentile(submitTimes, 0.5),
      submitP99Ms: percentile(submitTimes, 0.99),
      floorP50Ms: percentile(floorTimes, 0.5),
      floorP99Ms: percentile(floorTimes, 0.99),
      responses: RESPONSES,
      resultsP50Ms: percentile(results, 0.5),
      resultsP95Ms: percentile(results, 0.95),
      filteredP50Ms: percentile(filtered, 0.5),
    };
  } finally {
    await app.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
