import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Profile } from '../../schemas/generated/api/profile/profile';
import type { ProfileMetadata } from '../../schemas/generated/api/profile/metadata';
import type { ProfileSummary } from '../../schemas/generated/api/profile/summary';
import type { ProfileUpdate } from '../../schemas/generated/api/profile/profile-update';
import type { CurrentUser } from '../../src/engine';
import { contract } from '../http/contract';
import type { ProfileService } from './service';

export interface ProfileRouteOptions {
  profiles: ProfileService;
}

// The access rule has already refused callers who are not authenticated.
const caller = (request: FastifyRequest) => request.user as CurrentUser;

const profileAnswer = { 200: contract('profile/profile') };

/** The caller's own profile (spec 2 §7): `GET /profile/summary`, `GET /profile`, `GET /profile/profileMetaData`, `PUT /profile`. */
export const profileRoutes: FastifyPluginAsync<ProfileRouteOptions> = async (app, { profiles }) => {
  const config = { access: 'authenticated' } as const;

  app.get('/profile/summary', { config, schema: { response: { 200: contract('profile/summary') } } }, async (request): Promise<ProfileSummary> => profiles.summary(caller(request)));

  app.get('/profile', { config, schema: { response: profileAnswer } }, async (request): Promise<Profile> => profiles.profile(caller(request)));

  app.get('/profile/profileMetaData', { config, schema: { response: { 200: contract('profile/metadata') } } }, async (): Promise<ProfileMetadata> => profiles.metadata());

  app.put<{ Body: ProfileUpdate }>(
    '/profile',
    { config, schema: { body: contract('profile/profile-update'), response: profileAnswer } },
    async (request): Promise<Profile> => profiles.update(caller(request), request.body),
  );
};
