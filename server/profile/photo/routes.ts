import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { PhotoParams } from '../../../schemas/generated/api/profile/photo-params';
import type { ProfilePhotoResponse } from '../../../schemas/generated/api/profile/photo';
import type { CurrentUser } from '../../../src/engine';
import { contract } from '../../http/contract';
import { HttpError, notFound } from '../../http/errors';
import type { ProfileService } from '../service';
import { encodePhoto, PHOTO_LIMITS, PhotoRefused, type PhotoProblem } from './encode-photo';

export interface PhotoRouteOptions {
  profiles: ProfileService;
}

const MEGABYTES = PHOTO_LIMITS.maxBytes / 1024 / 1024;

/** The answer to each refusal: `error` names the reason, for the client to say it in the visitor's language. */
const REFUSALS: Record<PhotoProblem | 'too-large', () => HttpError> = {
  'not-an-image': () => new HttpError(400, 'The file is not a PNG, JPEG, GIF or WebP image', { error: 'NotAnImage' }),
  'too-many-pixels': () =>
    new HttpError(400, `The image has more than ${PHOTO_LIMITS.maxPixels / 1_000_000} million pixels; send a smaller one`, { error: 'TooManyPixels' }),
  'too-large': () => new HttpError(413, `The file is larger than ${MEGABYTES} MB`, { error: 'PhotoTooLarge' }),
};

const photoAnswer = { 200: contract('profile/photo') };

/** `PUT /profile/photo` (the image itself as the body) and `DELETE /profile/photo`: the caller's own photo only. */
export const profilePhotoRoutes: FastifyPluginAsync<PhotoRouteOptions> = async (app, { profiles }) => {
  // The body is the file whatever its declared type: its bytes decide what it is.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // Fastify's own answer to a body over the limit names no limit; this one does, then the app's handler sends it.
  app.setErrorHandler((error: FastifyError) => {
    throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? REFUSALS['too-large']() : error;
  });
  const config = { access: 'authenticated', limit: 'upload' } as const;

  app.put(
    '/profile/photo',
    { config, bodyLimit: PHOTO_LIMITS.maxBytes, schema: { body: contract('uploads/upload-request'), response: photoAnswer } },
    async (request): Promise<ProfilePhotoResponse> => {
      const upload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const photo = await encodePhoto(upload).catch((error: unknown) => {
        throw error instanceof PhotoRefused ? REFUSALS[error.problem]() : error;
      });
      return { profileImage: await profiles.setPhoto(request.user as CurrentUser, photo) };
    },
  );

  app.delete('/profile/photo', { config, schema: { response: photoAnswer } }, async (request): Promise<ProfilePhotoResponse> => ({
    profileImage: await profiles.setPhoto(request.user as CurrentUser, null),
  }));
};

/**
 * Content-named, so a file's bytes never change; whether it may be seen does (its owner hides the profile). Shared
 * caches therefore ask again each time (a 304 for an unchanged photo); the owner's own browser keeps it for good.
 */
const CACHING = { public: 'public, no-cache', private: 'private, max-age=31536000, immutable' } as const;

/**
 * `GET /attendee/{id}/photo/{file}`: a profile photo, for whoever may see its attendee: everyone when the profile is
 * public, else only its owner (and then no shared cache keeps it). Any other attendee or file answers 404.
 */
export const photoFileRoutes: FastifyPluginAsync<PhotoRouteOptions> = async (app, { profiles }) => {
  app.get<{ Params: PhotoParams }>('/attendee/:id/photo/:file', { config: { access: 'public' }, schema: { params: contract('profile/photo-params') } }, async (request, reply) => {
    const photo = await profiles.photo(request.params.id, request.user);
    if (!photo || `${photo.hash}.webp` !== request.params.file) throw notFound('No such photo');
    const etag = `"${photo.hash}"`;
    reply.header('etag', etag).header('cache-control', CACHING[photo.isPublic ? 'public' : 'private']);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    // Read only for a 200: most requests for a public photo are a shared cache revalidating it.
    const bytes = await profiles.photoBytes(request.params.id, photo.hash);
    if (!bytes) throw notFound('No such photo');
    return reply.type('image/webp').header('x-content-type-options', 'nosniff').send(bytes);
  });
};
