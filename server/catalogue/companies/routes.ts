import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/errors';
import { registerAllRoute } from '../all-route';
import { findByLocalizedId } from '../item-id';
import { idParams } from '../route-schemas';
import { registerSearchRoutes, type CatalogueRouteOptions } from '../search-route';
import type { CatalogueIndex } from '../search/catalogue-index';
import type { Company } from '../types';
import { pickRandom } from './random';

const quantity = { type: 'integer', minimum: 1, maximum: 100 } as const;
const randomQuery = { type: 'object', properties: { quantity }, required: ['quantity'] } as const;
const randomWithBufferQuery = {
  type: 'object',
  properties: { quantity, buffer: { type: 'integer', minimum: 0, maximum: 100, default: 0 } },
  required: ['quantity'],
} as const;

/** Random picks feed the sponsor logo walls (spec 3 §7), so only sponsors with a logo take part. */
const sponsorsWithLogo = (index: CatalogueIndex): Company[] =>
  index.companies.items.filter((company) => Boolean(company.logo) && company.kinds.includes('sponsor'));

/** `GET /company/randomqb`: `quantity` random companies with a logo, and `buffer` more, all distinct. */
export interface RandomCompaniesResponse {
  data: Company[];
  buffer: Company[];
}

/** Company (sponsor, exhibitor, partner) calls of spec 1 §7; lists are in sponsor order. */
export const companyRoutes: FastifyPluginAsync<CatalogueRouteOptions> = async (app, { catalogue }) => {
  registerSearchRoutes(app, { base: '/company', catalogue, entity: (index) => index.companies, present: (company: Company) => company });
  registerAllRoute(app, { base: '/company', catalogue, items: (index) => [...index.companies.items] });

  app.get<{ Querystring: { quantity: number } }>('/company/randomq', { config: { access: 'public' }, schema: { querystring: randomQuery } }, async (request) => ({
    data: pickRandom(sponsorsWithLogo(await catalogue.index()), request.query.quantity),
  }));

  // The buffer holds further distinct companies to swap in when one of the shown logos fails to load.
  app.get<{ Querystring: { quantity: number; buffer: number } }>(
    '/company/randomqb',
    { config: { access: 'public' }, schema: { querystring: randomWithBufferQuery } },
    async (request): Promise<RandomCompaniesResponse> => {
      const { quantity: shown, buffer } = request.query;
      const picked = pickRandom(sponsorsWithLogo(await catalogue.index()), shown + buffer);
      return { data: picked.slice(0, shown), buffer: picked.slice(shown) };
    },
  );

  app.get<{ Params: { id: string } }>('/company/:id', { config: { access: 'public' }, schema: { params: idParams } }, async (request): Promise<Company> => {
    const company = findByLocalizedId(request.params.id, (await catalogue.index()).company);
    if (!company) throw notFound(`Could not find company with ID ${request.params.id}`);
    return company;
  });
};
