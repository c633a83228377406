import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '../../server/auth/access';
import { favoriteContent } from './favorites-content';
import { answerChecker } from './fuzz/answer-checks';
import { describeFailure } from './fuzz/failure-report';
import { knownWords } from './fuzz/known-words';
import { planRequests } from './fuzz/plan';
import type { FuzzRequest, Persona } from './fuzz/route-requests';
import type { Schema } from './fuzz/schema-values';
import { fixture, startServerWithRoutes, TEST_PUBLIC_URL, type TestServer } from './harness';

/** Override to explore: `FUZZ_SEED=7 FUZZ_RUNS=20000 npx vitest run --project api tests/api/fuzz.test.ts`. */
const SEED = Number(process.env.FUZZ_SEED ?? 1414);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3_000);
const REPRODUCE = `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx vitest run --project api tests/api/fuzz.test.ts`;
/** More runs, when exploring, need more time than the API suites' default. */
const TIMEOUT_MS = Math.max(60_000, RUNS * 20);

/** Answers whose ids, names and settings the generated requests borrow, so that some of them hit real things. */
const WORD_SOURCES: InjectOptions[] = [
  { url: '/api/v1/pages' },
  { url: '/api/v1/content/home' },
  { url: '/api/v1/siteeditor/all' },
  { url: '/api/v1/session/all/en-us' },
  { url: '/api/v1/speaker/all/en-us' },
  { url: '/api/v1/company/all/en-us' },
  { method: 'POST', url: '/api/v1/attendee/search', payload: { itemsPerPage: 20 } },
];
const LANGUAGES = readdirSync(fixture('locales')).flatMap((file) => [path.basename(file, '.json'), path.basename(file, '.json').toLowerCase()]);
/** Words no answer carries, by the parameter or header they are for: the site's languages and file names an upload accepts. */
const EXTRA_WORDS: Record<string, readonly string[]> = { lang: LANGUAGES, lng: LANGUAGES, 'x-file-name': ['logo.png', 'photo.jpg', 'anim.gif'] };

const SHOWN_FAILURES = 20;

describe('fuzzing every route', () => {
  let server: TestServer & { routes: RouteOptions[] };
  let contentDir: string;
  const logged: string[] = [];
  beforeAll(async () => {
    // With favorites off (the fixture's default) every favorites request would be refused before its handler.
    contentDir = await favoriteContent();
    server = await startServerWithRoutes({
      contentDir,
      // Limits would answer 429 long before a few thousand requests are through, hiding the routes behind them.
      rateLimits: false,
      // Injected requests wait for the answer to end; a live stream ends right after it opened.
      liveLimits: { maxAgeMs: 1 },
      // The server's own account of a 500 goes into the failure report.
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it(
    `answers no request with a 5xx, and every error with its declared JSON (seed ${SEED}, ${RUNS} requests)`,
    async () => {
      const { app } = server;
      const siteEditor = await server.auth('siteeditor');
      const words = await knownWords(app, WORD_SOURCES.map((request) => ({ ...request, headers: siteEditor })), EXTRA_WORDS);
      const planned = planRequests(server.routes, { seed: SEED, runs: RUNS, shared: app.getSchemas() as Record<string, Schema>, words });
      const tokens = Object.fromEntries(
        await Promise.all((['attendee', 'contenteditor', 'siteeditor'] as const).map(async (persona) => [persona, (await server.auth(persona)).authorization.slice('Bearer '.length)])),
      ) as Record<Exclude<Persona, 'anonymous'>, string>;
      const credentialsOf = ({ persona, credentials }: FuzzRequest): Record<string, string> => {
        if (persona === 'anonymous') return {};
        if (credentials === 'bearer') return { authorization: `Bearer ${tokens[persona]}` };
        const cookie = `${AUTH_COOKIE}=${tokens[persona]}`;
        return credentials === 'cookie' ? { cookie, origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'same-origin' } : { cookie, origin: 'https://elsewhere.test', 'sec-fetch-site': 'cross-site' };
      };
      const problemOf = answerChecker(app);

      // A plan that shrank or skipped routes would pass with no failures: it must hold the runs asked for, over every route.
      expect(planned.length).toBeGreaterThanOrEqual(RUNS);
      const registered = new Set(server.routes.flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`)));
      expect(registered.size).toBeGreaterThan(0);
      const requested = new Set<string>();

      const failures: string[] = [];
      for (const [index, { route, request }] of planned.entries()) {
        requested.add(`${request.method} ${route.url}`);
        logged.length = 0;
        const response = await app.inject({
          method: request.method as InjectOptions['method'],
          url: request.url,
          headers: { ...request.headers, ...credentialsOf(request) },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        const problem = problemOf(request, route.declared, response);
        if (problem) failures.push(describeFailure({ index, request, problem, response, logged }));
      }
      const report = [`${failures.length} of ${planned.length} requests failed; reproduce with ${REPRODUCE}`, ...failures.slice(0, SHOWN_FAILURES)].join('\n\n');
      expect(failures.length, report).toBe(0);
      expect([...registered].filter((route) => !requested.has(route)), 'registered routes that got no request').toEqual([]);
    },
    TIMEOUT_MS,
  );
});
