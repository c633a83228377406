import type { QaResult, QaRun, QaRunSummary } from '../../src/api/lazy/qa';
import { ROLE_SCOPES, type CurrentUser } from '../../src/engine';
import { pageDirectory } from '../../src/engine/page-directory';
import { stubFetch, type FakeAnswer } from './fake-fetch';

const person = (role: 'siteeditor' | 'qa', displayName: string): CurrentUser => ({
  id: `dev-${role}`,
  role,
  displayName,
  firstName: displayName.split(' ')[0] ?? '',
  lastName: displayName.split(' ')[1] ?? '',
  email: `${role}@example.com`,
  scopes: [...ROLE_SCOPES[role]],
  expiresAt: 4_102_444_800,
});

export const sid = person('siteeditor', 'Sid Siteeditor');
export const quinn = person('qa', 'Quinn Tester');

/** The stored pages the planner offers (the tool's own page among them, which it leaves out). */
export const qaPages = pageDirectory([
  { id: 'home', slug: 'home', previousSlugs: [], titles: { 'en-us': 'Home' } },
  { id: 'get-help', slug: 'get-help', previousSlugs: [], titles: { 'en-us': 'Get help' } },
  { id: 'qa', slug: 'qa', previousSlugs: [], titles: { 'en-us': 'QA tool' } },
]);

const request = {
  pages: ['/home'],
  breakpoints: ['mobile', 'desktop'],
  phases: ['pre-event'],
  attendeeTypes: ['anonymous'],
  env: 'cont',
  language: 'en-us',
  threshold: 1,
} satisfies QaRun['request'];

const file = (name: string) => `/api/v1/qa/files/${name}.png`;

/** Four kinds of result: a large difference that fails, a small one that passes, no design, and an error. */
export const sampleResults: QaResult[] = [
  { seq: 1, page: '/home', breakpoint: 'mobile', phase: 'pre-event', attendeeType: 'anonymous', status: 'done', screenshotUrl: file('s1'), designUrl: file('d1'), differenceUrl: file('x1'), differencePercentage: 42.5, label: 'high', passed: false },
  { seq: 2, page: '/home', breakpoint: 'desktop', phase: 'pre-event', attendeeType: 'anonymous', status: 'done', screenshotUrl: file('s2'), designUrl: file('d2'), differenceUrl: file('x2'), differencePercentage: 0.5, label: 'low', passed: true },
  { seq: 3, page: '/get-help', breakpoint: 'mobile', phase: 'pre-event', attendeeType: 'anonymous', status: 'done', screenshotUrl: file('s3') },
  { seq: 4, page: '/get-help', breakpoint: 'desktop', phase: 'pre-event', attendeeType: 'anonymous', status: 'failed', error: 'Navigation timeout' },
];

export const doneRun: QaRun = {
  id: 'run-done',
  status: 'done',
  done: 4,
  total: 4,
  request: { ...request, pages: ['/home', '/get-help'] },
  createdBy: 'Sid Siteeditor',
  createdAt: '2026-11-27T10:00:00Z',
  queue: [],
  results: sampleResults,
};

export const runningRun: QaRun = {
  id: 'run-going',
  status: 'running',
  done: 1,
  total: 2,
  request,
  createdBy: 'Sid Siteeditor',
  createdAt: '2026-11-27T11:00:00Z',
  secondsLeft: 65,
  currentAction: { seq: 2, kind: 'screenshot-page', status: 'active', page: '/home', breakpoint: 'desktop', phase: 'pre-event', attendeeType: 'anonymous' },
  queue: [
    { seq: 2, kind: 'screenshot-page', status: 'active', page: '/home', breakpoint: 'desktop', phase: 'pre-event', attendeeType: 'anonymous' },
    { seq: 2, kind: 'process-differences', status: 'not-started', page: '/home', breakpoint: 'desktop', phase: 'pre-event', attendeeType: 'anonymous' },
  ],
  results: sampleResults.slice(0, 1),
};

export const summaryOf = ({ queue: _queue, results, secondsLeft: _left, currentAction: _action, ...run }: QaRun): QaRunSummary => ({
  ...run,
  passed: results.filter((result) => result.passed === true).length,
  // The server counts as failed the combinations that ended in an error, not the differences over the threshold.
  failed: results.filter((result) => result.status === 'failed').length,
});

/**
 * Stubs `fetch` as the QA API over `runs` (newest first): the list, each run by id, and `answers` overriding any
 * `METHOD /path`. Every request is recorded.
 */
export function installQaApi(runs: QaRun[], answers: Record<string, FakeAnswer | (() => FakeAnswer)> = {}) {
  const sent = stubFetch(({ method, path }) => {
    const name = `${method} ${path}`;
    const override = answers[name];
    if (override) return typeof override === 'function' ? override() : override;
    if (name === 'GET /qa/runs') return { status: 200, body: { runs: runs.map(summaryOf) } };
    const run = runs.find((entry) => path === `/qa/runs/${entry.id}`);
    if (method === 'GET' && run) return { status: 200, body: run };
    return { status: 404, body: { error: 'NotFound', message: name } };
  });
  return { sent };
}
