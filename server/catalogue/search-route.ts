import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../../src/engine';
import type { FacetsResponse } from '../../schemas/generated/api/catalogue/facets';
import type { LanguageParams } from '../../schemas/generated/api/catalogue/lang-params';
import type { TestingDateQuery } from '../../schemas/generated/api/testing-date-query';
import type { SearchRequest } from '../../schemas/generated/search-request';
import { contract, contractSerialiser, sharedSchema } from '../http/contract';
import { badRequest } from '../http/errors';
import { servedLocale } from './item-id';
import { cachedJsonArrayWriter, type JsonArrayWriter } from './json-cache';
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

export interface SearchRoutes<T, R extends object> {
  /** `/session`, `/speaker`, … */
  base: string;
  /** The search answer's contract (`catalogue/session-search`); its items' bytes are serialised by it. */
  answer: string;
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

/**
 * A search answer, written by hand in its contract's shape: the items' JSON bytes are kept from earlier answers, only
 * the rest is new.
 */
function answerBytes<R extends object>(
  out: JsonWriter,
  into: Uint8Array,
  { answer, presented, writeItems }: { answer: SearchAnswer<unknown>; presented: readonly R[]; writeItems: JsonArrayWriter },
): Uint8Array {
  out.begin(into);
  out.raw(DATA);
  writeItems(out, presented);
  out.raw(TOTAL);
  out.count(answer.total);
  out.raw(PAGE);
  out.count(answer.page);
  out.raw(FACETS);
  answer.writeFacetsJson(out);
  out.raw(END);
  return out.written();
}

export const LANG_PARAMS = contract('catalogue/lang-params');
export const ID_PARAMS = contract('catalogue/id-params');
export const FACETS_ANSWER = contract('catalogue/facets');

/** The facets of a whole catalogue, for `GET /{entity}/facet[/{lang}]`. */
export const facetsOf = async <T>({ catalogue, entity }: Pick<SearchRoutes<T, object>, 'catalogue' | 'entity'>): Promise<FacetsResponse> => ({
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
  const answerContract = contract(routes.answer);
  const writeItems = cachedJsonArrayWriter(contractSerialiser(app, { $ref: `${answerContract.$ref}#/properties/data/items` }));
  app.post<{ Body: SearchRequest; Querystring: TestingDateQuery }>(
    `${base}/search`,
    {
      config: { access: 'public', limit: 'search' },
      schema: { body: sharedSchema('search-request'), querystring: contract('testing-date-query'), response: { 200: answerContract } },
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
      const bytes = answerBytes(out, buffers.take(), { answer, presented: answer.items.map((item) => present(item, context)), writeItems });
      reply.header('Server-Timing', `search;dur=${(performance.now() - started).toFixed(2)}`);
      // Only once the socket has all of it may the buffer hold another answer; an aborted response keeps its buffer.
      reply.raw.once('finish', () => buffers.give(bytes.buffer));
      return reply.type('application/json; charset=utf-8').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
  app.get<{ Params: LanguageParams }>(`${base}/facet/:lang`, { config: { access: 'public' }, schema: { params: LANG_PARAMS, response: { 200: FACETS_ANSWER } } }, async (request) => {
    servedLocale(request.params.lang);
    return facetsOf(routes);
  });
}
