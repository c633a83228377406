import type { FastifyPluginAsync } from 'fastify';
import type { UploadHeaders } from '../../schemas/generated/api/uploads/upload-headers';
import type { UploadResponse } from '../../schemas/generated/api/uploads/upload';
import { SITE_EDITORS } from '../auth/access-rules';
import { contract } from '../http/contract';
import { HttpError, notFound } from '../http/errors';
import { uploadParams } from './schemas';
import { acceptedImageType } from './image-type';
import { readUpload, storeUpload } from './store';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
export const UPLOADS_PATH = '/uploads';

interface UploadOptions {
  uploadsDir: string;
}

/** `PUT /siteeditor/file`: the raw file as the body, its name in `x-file-name`. */
export const fileUploadRoutes: FastifyPluginAsync<UploadOptions> = async (app, { uploadsDir }) => {
  // The body is the file itself whatever its declared type; the handler decides what it accepts.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.put<{ Body: Buffer; Headers: UploadHeaders }>(
    '/siteeditor/file',
    {
      config: { access: SITE_EDITORS, limit: 'upload' },
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: { headers: contract('uploads/upload-headers'), body: contract('uploads/upload-request'), response: { 200: contract('uploads/upload') } },
    },
    async (request): Promise<UploadResponse> => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const type = acceptedImageType({ bytes, mediaType: request.headers['content-type'], fileName: request.headers['x-file-name'] });
      if (!type) throw new HttpError(415, 'Only PNG, JPEG and GIF images are accepted, with a matching name and content-type');
      return { url: `${UPLOADS_PATH}/${await storeUpload(uploadsDir, bytes, type)}` };
    },
  );
};

/** `GET /uploads/{name}`: stored uploads, public and cached for good (their names are content hashes). */
export const uploadedFileRoutes: FastifyPluginAsync<UploadOptions> = async (app, { uploadsDir }) => {
  app.get<{ Params: { name: string } }>(
    `${UPLOADS_PATH}/:name`,
    { config: { access: 'public' }, schema: { params: uploadParams } },
    async (request, reply) => {
      const upload = await readUpload(uploadsDir, request.params.name);
      if (!upload) throw notFound(`No upload ${request.params.name}`);
      return reply.type(upload.mediaType).header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff').send(upload.bytes);
    },
  );
};
