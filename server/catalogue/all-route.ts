import type { FastifyInstance } from 'fastify';
import { servedLocale } from './item-id';
import { langParams } from './route-schemas';
import type { CatalogueIndex } from './search/catalogue-index';
import type { CatalogueService } from './service';

/**
 * `GET {base}/all/{lang}`: every listed item as `{ data }`. The answer is large and the same for everyone until the
 * catalogue changes, so it is serialised once per catalogue index.
 */
export function registerAllRoute<R>(app: FastifyInstance, options: { base: string; catalogue: CatalogueService; items(index: CatalogueIndex): R[] }): void {
  const serialised = new WeakMap<CatalogueIndex, string>();
  app.get<{ Params: { lang: string } }>(`${options.base}/all/:lang`, { config: { access: 'public' }, schema: { params: langParams } }, async (request, reply) => {
    servedLocale(request.params.lang);
    const index = await options.catalogue.index();
    let body = serialised.get(index);
    if (body === undefined) {
      body = JSON.stringify({ data: options.items(index) });
      serialised.set(index, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
