import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CurrentUser, Environment } from '../../src/engine';
import type { FavoriteChangeResponse, FavoriteCountResponse, FavoriteListResponse, FavoriteType } from '../../src/engine/favorites';
import type { CatalogueService } from '../catalogue/service';
import type { Db } from '../db/client';
import type { SettingsService } from '../settings/service';
import { createFavoriteRepository } from './repository';
import { itemParams, removeQuery, typeParams } from './schemas';
import { createFavoriteService } from './service';

export interface FavoriteRouteOptions {
  db: Db;
  catalogue: CatalogueService;
  settings: SettingsService;
  siteEnv: Environment;
}

type ItemRequest = FastifyRequest<{ Params: { type: FavoriteType; id: string } }>;

// The access rule has already refused callers who are not authenticated.
const caller = (request: FastifyRequest) => request.user as CurrentUser;

/** Favorites, the backpack (spec 1 §7): `GET /favorite/{type}`, `POST` and `DELETE /favorite/{type}/{id}`, `GET /favorite/count`. */
export const favoriteRoutes: FastifyPluginAsync<FavoriteRouteOptions> = async (app, { db, catalogue, settings, siteEnv }) => {
  const favorites = createFavoriteService({ repository: createFavoriteRepository(db), catalogue, settings, siteEnv });
  const config = { access: 'authenticated' } as const;

  app.get('/favorite/count', { config }, async (request): Promise<FavoriteCountResponse> => favorites.count(caller(request)));

  app.get<{ Params: { type: FavoriteType } }>('/favorite/:type', { config, schema: { params: typeParams } }, async (request): Promise<FavoriteListResponse> => {
    const { type } = request.params;
    return { type, ids: await favorites.list(caller(request), type) };
  });

  app.post('/favorite/:type/:id', { config, schema: { params: itemParams } }, async (request: ItemRequest): Promise<FavoriteChangeResponse> =>
    favorites.add(caller(request), request.params.type, request.params.id),
  );

  app.delete('/favorite/:type/:id', { config, schema: { params: itemParams, querystring: removeQuery } }, async (request: ItemRequest): Promise<FavoriteChangeResponse> =>
    favorites.remove(caller(request), request.params.type, request.params.id),
  );
};
