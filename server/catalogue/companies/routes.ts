import type { FastifyPluginAsync } from 'fastify';
import type { CompanyAnswer } from '../../../schemas/generated/api/catalogue/company-answer';
import type { CompanyListResponse } from '../../../schemas/generated/api/catalogue/company-list';
import type { ItemIdParams } from '../../../schemas/generated/api/catalogue/id-params';
import type { RandomCompaniesWithBufferQuery } from '../../../schemas/generated/api/catalogue/random-buffer-query';
import type { RandomCompaniesResponse } from '../../../schemas/generated/api/catalogue/random-companies';
import type { RandomCompaniesQuery } from '../../../schemas/generated/api/catalogue/random-query';
import { contract } from '../../http/contract';
import { notFound } from '../../http/errors';
import { registerAllRoute } from '../all-route';
import { findByLocalizedId } from '../item-id';
import { ID_PARAMS, registerSearchRoutes, type CatalogueRouteOptions } from '../search-route';
import type { CatalogueIndex } from '../search/catalogue-index';
import type { Company } from '../types';
import { pickRandom } from './random';

/** Random picks feed the sponsor logo walls (spec 3 §7), so only sponsors with a logo take part. */
const sponsorsWithLogo = (index: CatalogueIndex): Company[] =>
  index.companies.items.filter((company) => Boolean(company.logo) && company.kinds.includes('sponsor'));

/** Company (sponsor, exhibitor, partner) calls of spec 1 §7; lists are in sponsor order. */
export const companyRoutes: FastifyPluginAsync<CatalogueRouteOptions> = async (app, { catalogue }) => {
  registerSearchRoutes(app, { base: '/company', answer: 'catalogue/company-search', catalogue, entity: (index) => index.companies, present: (company: Company) => company });
  registerAllRoute(app, { base: '/company', answer: 'catalogue/company-list', catalogue, items: (index) => [...index.companies.items] });

  const random = { querystring: contract('catalogue/random-query'), response: { 200: contract('catalogue/company-list') } };
  app.get<{ Querystring: RandomCompaniesQuery }>('/company/randomq', { config: { access: 'public' }, schema: random }, async (request): Promise<CompanyListResponse> => ({
    data: pickRandom(sponsorsWithLogo(await catalogue.index()), request.query.quantity),
  }));

  // The buffer holds further distinct companies to swap in when one of the shown logos fails to load.
  app.get<{ Querystring: RandomCompaniesWithBufferQuery }>(
    '/company/randomqb',
    { config: { access: 'public' }, schema: { querystring: contract('catalogue/random-buffer-query'), response: { 200: contract('catalogue/random-companies') } } },
    async (request): Promise<RandomCompaniesResponse> => {
      // Optional in the generated type only: the schema's default has filled it in.
      const { quantity: shown, buffer = 0 } = request.query;
      const picked = pickRandom(sponsorsWithLogo(await catalogue.index()), shown + buffer);
      return { data: picked.slice(0, shown), buffer: picked.slice(shown) };
    },
  );

  const one = { params: ID_PARAMS, response: { 200: contract('catalogue/company-answer') } };
  app.get<{ Params: ItemIdParams }>('/company/:id', { config: { access: 'public' }, schema: one }, async (request): Promise<CompanyAnswer> => {
    const company = findByLocalizedId(request.params.id, (await catalogue.index()).company);
    if (!company) throw notFound(`Could not find company with ID ${request.params.id}`);
    return company;
  });
};
