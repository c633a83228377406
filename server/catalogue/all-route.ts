import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../../src/engine';
import type { LanguageParams } from '../../schemas/generated/api/catalogue/lang-params';
import { contract, contractSerialiser } from '../http/contract';
import { servedLocale } from './item-id';
import type { CatalogueIndex } from './search/catalogue-index';
import { LANG_PARAMS } from './search-route';
import type { CatalogueService } from './service';

export interface AllRouteOptions<R, K extends string> {
  /** `/session`, `/speaker`, … */
  base: string;
  /** The answer's contract (`catalogue/session-list`). */
  answer: string;
  catalogue: CatalogueService;
  /** Whose answer the caller gets, when it is not the same for everyone (sessions: by audience). */
  keyOf?(viewer: CurrentUser | null): K;
  items(index: CatalogueIndex, key: K): R[];
}

/**
 * `GET {base}/all/{lang}`: every listed item as `{ data }`, in the shape of the `answer` contract. The answer is large
 * and the same for everyone with the same key until the catalogue changes, so it is serialised once per catalogue
 * index and key.
 */
export function registerAllRoute<R, K extends string = 'everyone'>(app: FastifyInstance, options: AllRouteOptions<R, K>): void {
  const answerContract = contract(options.answer);
  const serialise = contractSerialiser<{ data: R[] }>(app, answerContract);
  const serialised = new WeakMap<CatalogueIndex, Map<K, string>>();
  app.get<{ Params: LanguageParams }>(
    `${options.base}/all/:lang`,
    { config: { access: 'public' }, schema: { params: LANG_PARAMS, response: { 200: answerContract } } },
    async (request, reply) => {
      servedLocale(request.params.lang);
      const index = await options.catalogue.index();
      const key = options.keyOf?.(request.user) ?? ('everyone' as K);
      let bodies = serialised.get(index);
      if (!bodies) {
        bodies = new Map();
        serialised.set(index, bodies);
      }
      let body = bodies.get(key);
      if (body === undefined) {
        body = serialise({ data: options.items(index, key) });
        bodies.set(key, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
