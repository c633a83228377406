import type { FastifyInstance } from 'fastify';
import type { LanguageParams } from '../../schemas/generated/api/catalogue/lang-params';
import { contract, contractSerialiser } from '../http/contract';
import { servedLocale } from './item-id';
import type { CatalogueIndex } from './search/catalogue-index';
import { LANG_PARAMS } from './search-route';
import type { CatalogueService } from './service';

/**
 * `GET {base}/all/{lang}`: every listed item as `{ data }`, in the shape of the `answer` contract. The answer is large
 * and the same for everyone until the catalogue changes, so it is serialised once per catalogue index.
 */
export function registerAllRoute<R>(
  app: FastifyInstance,
  options: { base: string; answer: string; catalogue: CatalogueService; items(index: CatalogueIndex): R[] },
): void {
  const answerContract = contract(options.answer);
  const serialise = contractSerialiser<{ data: R[] }>(app, answerContract);
  const serialised = new WeakMap<CatalogueIndex, string>();
  app.get<{ Params: LanguageParams }>(
    `${options.base}/all/:lang`,
    { config: { access: 'public' }, schema: { params: LANG_PARAMS, response: { 200: answerContract } } },
    async (request, reply) => {
      servedLocale(request.params.lang);
      const index = await options.catalogue.index();
      let body = serialised.get(index);
      if (body === undefined) {
        body = serialise({ data: options.items(index) });
        serialised.set(index, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
