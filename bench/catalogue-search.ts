import autocannon from 'autocannon';
import type { AttendeeProfile } from '../schemas/generated/attendee-profile';
import type { SearchRequest } from '../schemas/generated/search-request';
import type { Session } from '../schemas/generated/session';
import { createRandom } from '../server/catalogue/demo/random';
import type { AttendeeSearchResponse } from '../schemas/generated/api/catalogue/attendee-search';
import { cpuMs, startServer } from './server-process';
import { percentile } from './stats';

/** The bench-only route of bench/catalogue-search-server.ts. */
export const CACHED_SEARCH_PATH = '/api/v1/bench/cached-search';

export interface CatalogueSearchBench {
  sessions: number;
  /** Attendees in the directory: those who show their profile to the public. */
  publicAttendees: number;
  /** Server-Timing of session searches with text and three facets. */
  sessionP50Ms: number;
  sessionP99Ms: number;
  /** Server-Timing of attendee searches (names, companies, facets, empty). */
  attendeeP99Ms: number;
  /** Medians over the rounds; the ratio is the median of each round's search / cached. */
  searchRps: number;
  cachedRps: number;
  throughputRatio: number;
  /** Server CPU time per request of each route (medians over the rounds). */
  searchCpuMs: number;
  cachedCpuMs: number;
}

const SAMPLES = 1000;
const WARM_UP = 200;
const LOAD_SECONDS = 3;
const LOAD_ROUNDS = 4;
const CONNECTIONS = 10;

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4);

/** Text and three facets taken from one scheduled session, so every question has at least one answer. */
function sessionQuestions(sessions: readonly Session[], count: number): SearchRequest[] {
  // Seeded, so every run asks the same questions.
  const random = createRandom(4, 'bench-session-questions');
  const candidates = sessions.filter((session) => session.topics.length && session.sessionLevel && session.deliveryTypes.length && wordsOf(session.title).length);
  return Array.from({ length: count }, () => {
    const session = random.pick(candidates);
    const word = random.pick(wordsOf(session.title));
    return {
      // Half the questions end in a word being typed.
      searchText: random.chance(0.5) ? word : word.slice(0, Math.max(3, word.length - 2)),
      searchFacets: {
        facets: [
          { name: 'topic', facet: (session.topics[0] as string).split('|')[0] as string },
          { name: 'level', facet: session.sessionLevel as string },
          { name: 'deliveryType', facet: session.deliveryTypes[0] as string },
        ],
      },
      itemsPerPage: 12,
    };
  });
}

/** Names, name beginnings, companies and company facets, plus browsing the whole directory. */
function attendeeQuestions(attendees: readonly AttendeeProfile[], count: number): SearchRequest[] {
  const random = createRandom(7, 'bench-attendee-questions');
  const employed = attendees.filter((attendee) => attendee.company);
  const kinds: ((attendee: AttendeeProfile) => SearchRequest)[] = [
    (attendee) => ({ searchText: attendee.lastName }),
    (attendee) => ({ searchText: attendee.firstName.slice(0, 3) }),
    (attendee) => ({ searchText: attendee.company as string }),
    (attendee) => ({ searchFacets: { facets: [{ name: 'company', facet: attendee.company as string }] }, sortOption: 'asc' }),
    () => ({ searchPage: random.int(1, 50) }),
  ];
  return Array.from({ length: count }, () => ({ itemsPerPage: 24, ...random.pick(kinds)(random.pick(employed)) }));
}

async function post<T>(url: string, body: SearchRequest): Promise<{ answer: T; serverMs: number }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const timing = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  if (!timing) throw new Error(`${url} answered without a Server-Timing header`);
  return { answer: (await response.json()) as T, serverMs: Number(timing[1]) };
}

async function serverTimes(url: string, questions: readonly SearchRequest[]): Promise<number[]> {
  const times: number[] = [];
  for (const question of questions) times.push((await post(url, question)).serverMs);
  return times;
}

interface Load {
  requestsPerSecond: number;
  /** Server CPU time per answered request: unlike throughput, barely moved by other work on a shared machine. */
  serverCpuMsPerRequest: number;
}

async function load(url: string, body: SearchRequest, serverPid: number, seconds = LOAD_SECONDS): Promise<Load> {
  const cpuBefore = cpuMs(serverPid);
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors under load`);
  return { requestsPerSecond: result.requests.average, serverCpuMsPerRequest: (cpuMs(serverPid) - cpuBefore) / result.requests.total };
}

const median = (samples: readonly number[]) => percentile(samples, 0.5);

/**
 * Both routes under the same load, taking turns in short rounds so that whatever else the shared machine is doing
 * weighs on both alike; the ratio is the median of each round's ratio. The search route is warmed under load first.
 */
async function sideBySide(searchUrl: string, cachedUrl: string, body: SearchRequest, serverPid: number) {
  await load(searchUrl, body, serverPid, 2);
  const rounds: { search: Load; cached: Load }[] = [];
  for (let round = 0; round < LOAD_ROUNDS; round += 1) {
    const cached = await load(cachedUrl, body, serverPid);
    rounds.push({ cached, search: await load(searchUrl, body, serverPid) });
  }
  return {
    searchRps: median(rounds.map(({ search }) => search.requestsPerSecond)),
    cachedRps: median(rounds.map(({ cached }) => cached.requestsPerSecond)),
    throughputRatio: median(rounds.map(({ search, cached }) => search.requestsPerSecond / cached.requestsPerSecond)),
    searchCpuMs: median(rounds.map(({ search }) => search.serverCpuMsPerRequest)),
    cachedCpuMs: median(rounds.map(({ cached }) => cached.serverCpuMsPerRequest)),
  };
}

/**
 * Issue 4's search targets on a fresh server that loaded the full demo conference on first start: session search
 * with text and three facets (p50, p99 of the Server-Timing the route reports), attendee search over the whole
 * directory (p99), and throughput of the session search beside the same server answering a cached buffer.
 */
export async function benchCatalogueSearch(port: number): Promise<CatalogueSearchBench> {
  const server = await startServer({ port, readyPath: '/api/v1/ping', timeoutMs: 300_000, entry: 'bench/catalogue-search-server.ts' });
  try {
    const sessionSearch = `${server.url}/api/v1/session/search`;
    const attendeeSearch = `${server.url}/api/v1/attendee/search`;
    const sessions = (await (await fetch(`${server.url}/api/v1/session/all/en-us`)).json()) as { data: Session[] };
    const directory = await post<AttendeeSearchResponse>(attendeeSearch, { itemsPerPage: 1000 });
    const sessionAsked = sessionQuestions(sessions.data, WARM_UP + SAMPLES);
    const attendeeAsked = attendeeQuestions(directory.answer.data, WARM_UP + SAMPLES);
    // The first questions warm the JIT and are not counted.
    await serverTimes(sessionSearch, sessionAsked.slice(0, WARM_UP));
    const sessionTimes = await serverTimes(sessionSearch, sessionAsked.slice(WARM_UP));
    await serverTimes(attendeeSearch, attendeeAsked.slice(0, WARM_UP));
    const attendeeTimes = await serverTimes(attendeeSearch, attendeeAsked.slice(WARM_UP));
    const throughput = await sideBySide(sessionSearch, `${server.url}${CACHED_SEARCH_PATH}`, sessionAsked[0] as SearchRequest, server.process.pid as number);
    return {
      sessions: sessions.data.length,
      publicAttendees: directory.answer.total,
      sessionP50Ms: median(sessionTimes),
      sessionP99Ms: percentile(sessionTimes, 0.99),
      attendeeP99Ms: percentile(attendeeTimes, 0.99),
      ...throughput,
    };
  } finally {
    await server.stop();
  }
}
