import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CurrentUser, Environment } from '../../src/engine';
import type { FavoriteChangeResponse } from '../../schemas/generated/api/favorites/change';
import type { FavoriteCountResponse } from '../../schemas/generated/api/favorites/count';
import type { FavoriteItemParams } from '../../schemas/generated/api/favorites/item-params';
import type { FavoriteListResponse } from '../../schemas/generated/api/favorites/list';
import type { FavoriteTypeParams } from '../../schemas/generated/api/favorites/type-params';
import type { CatalogueService } from '../catalogue/service';
import type { Db } from '../db/client';
import { contract } from '../http/contract';
import type { SettingsService } from '../settings/service';
import { createFavoriteRepository } from './repository';
import { createFavoriteService } from './service';

export interface FavoriteRouteOptions {
  db: Db;
  catalogue: CatalogueService;
  settings: SettingsService;
  siteEnv: Environment;
}

type ItemRequest = FastifyRequest<{ Params: FavoriteItemParams }>;

const itemParams = contract('favorites/item-params');
const changed = { 200: contract('favorites/change') };

// The access rule has already refused callers who are not authenticated.
const caller = (request: FastifyRequest) => request.user as CurrentUser;

/** Favorites, the backpack (spec 1 §7): `GET /favorite/{type}`, `POST` and `DELETE /favorite/{type}/{id}`, `GET /favorite/count`. */
export const favoriteRoutes: FastifyPluginAsync<FavoriteRouteOptions> = async (app, { db, catalogue, settings, siteEnv }) => {
  const favorites = createFavoriteService({ repository: createFavoriteRepository(db), catalogue, settings, siteEnv });
  const config = { access: 'authenticated' } as const;

  app.get('/favorite/count', { config, schema: { response: { 200: contract('favorites/count') } } }, async (request): Promise<FavoriteCountResponse> => favorites.count(caller(request)));

  const list = { params: contract('favorites/type-params'), response: { 200: contract('favorites/list') } };
  app.get<{ Params: FavoriteTypeParams }>('/favorite/:type', { config, schema: list }, async (request): Promise<FavoriteListResponse> => {
    const { type } = request.params;
    return { type, ids: await favorites.list(caller(request), type) };
  });

  app.post('/favorite/:type/:id', { config, schema: { params: itemParams, response: changed } }, async (request: ItemRequest): Promise<FavoriteChangeResponse> =>
    favorites.add(caller(request), request.params.type, request.params.id),
  );

  app.delete('/favorite/:type/:id', { config, schema: { params: itemParams, querystring: contract('favorites/remove-query'), response: changed } }, async (request: ItemRequest): Promise<FavoriteChangeResponse> =>
    favorites.remove(caller(request), request.params.type, request.params.id),
  );
};
