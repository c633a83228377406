import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../../src/engine';
import type { Facet } from '../../schemas/generated/facet';
import type { SearchRequest } from '../../schemas/generated/search-request';
import { badRequest } from '../http/errors';
import { servedLocale } from './item-id';
import { writeJsonArray } from './json-cache';
import { langParams, searchBody, searchQuery } from './route-schemas';
import type { CatalogueIndex } from './search/catalogue-index';
import type { EntityIndex, SearchAnswer } from './search/entity-index';
import { AnswerBuffers } from './search/answer-buffers';
import { jsonBytes, JsonWriter } from './search/json-writer';
import { SearchRequestError } from './search/request-check';
import type { CatalogueService } from './service';

/** What presenting an item may depend on: the rest of the catalogue, and who is asking. */
export interface PresentContext {
  index: CatalogueIndex;
  viewer: CurrentUser | null;
}

export interface CatalogueRouteOptions {
  catalogue: CatalogueService;
}

/** `POST /{entity}/search` (spec 1 §3). */
export interface SearchResponse<R> {
  data: R[];
  total: number;
  /** The page answered, after clamping to the pages there are. */
  page: number;
  facets: Facet[];
}

export interface SearchRoutes<T, R extends object> {
  /** `/session`, `/speaker`, … */
  base: string;
  catalogue: CatalogueService;
  entity(index: CatalogueIndex): EntityIndex<T>;
  /** Returns the same object for the same item and viewer's rights (its JSON is kept), never one changed later. */
  present(item: T, context: PresentContext): R;
}

function searchOrRefuse<T>(entity: EntityIndex<T>, request: SearchRequest, now: Date): SearchAnswer<T> {
  try {
    return entity.search(request, now);
  } catch (error) {
    if (!(error instanceof SearchRequestError)) throw error;
    throw badRequest(error.message, error.issues.map((issue) => ({ ...issue, path: `/body${issue.path}` })));
  }
}

const DATA = jsonBytes('{"data":');
const TOTAL = jsonBytes(',"total":');
const PAGE = jsonBytes(',"page":');
const FACETS = jsonBytes(',"facets":');
const END = jsonBytes('}');

/** A SearchResponse, written by hand: the items' JSON bytes are kept from earlier answers, only the rest is new. */
function answerBytes<R extends object>(out: JsonWriter, into: Uint8Array, answer: SearchAnswer<unknown>, presented: readonly R[]): Uint8Array {
  out.begin(into);
  out.raw(DATA);
  writeJsonArray(out, presented);
  out.raw(TOTAL);
  out.count(answer.total);
  out.raw(PAGE);
  out.count(answer.page);
  out.raw(FACETS);
  answer.writeFacetsJson(out);
  out.raw(END);
  return out.written();
}

/** The facets of a whole catalogue, for `GET /{entity}/facet[/{lang}]`. */
export const facetsOf = async <T>({ catalogue, entity }: Pick<SearchRoutes<T, object>, 'catalogue' | 'entity'>) => ({
  facets: entity(await catalogue.index()).facets(),
});

/**
 * `POST {base}/search` and `GET {base}/facet/{lang}`. The search's own time (matching, facets, paging, presenting and
 * writing the JSON; not sending it) is reported in a Server-Timing header.
 */
export function registerSearchRoutes<T, R extends object>(app: FastifyInstance, routes: SearchRoutes<T, R>): void {
  const { base, catalogue, entity, present } = routes;
  const out = new JsonWriter();
  const buffers = new AnswerBuffers();
  app.post<{ Body: SearchRequest; Querystring: { testingDate?: string } }>(
    `${base}/search`,
    {
      config: { access: 'public', limit: 'search' },
      schema: { body: searchBody, querystring: searchQuery },
      // A bare POST searches everything. A callback hook: an async one costs a promise on every search.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
    },
    async (request, reply) => {
      const index = await catalogue.index();
      const now = await catalogue.now(request.query.testingDate);
      const started = performance.now();
      const answer = searchOrRefuse(entity(index), request.body, now);
      const context: PresentContext = { index, viewer: request.user };
      const bytes = answerBytes(out, buffers.take(), answer, answer.items.map((item) => present(item, context)));
      reply.header('Server-Timing', `search;dur=${(performance.now() - started).toFixed(2)}`);
      // Only once the socket has all of it may the buffer hold another answer; an aborted response keeps its buffer.
      reply.raw.once('finish', () => buffers.give(bytes.buffer));
      return reply.type('application/json; charset=utf-8').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
  app.get<{ Params: { lang: string } }>(`${base}/facet/:lang`, { config: { access: 'public' }, schema: { params: langParams } }, async (request) => {
    servedLocale(request.params.lang);
    return facetsOf(routes);
  });
}
