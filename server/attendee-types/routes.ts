import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ATTENDEE_TYPE_CHANGER_FLAG, ATTENDEE_TYPES, type AttendeeType, type AttendeeTypeResponse, type CurrentUser } from '../../src/engine';
import { SITE_EDITORS } from '../auth/access-rules';
import type { AppContext } from '../context';
import { forbidden } from '../http/errors';

const typeParams = {
  type: 'object',
  properties: { type: { type: 'string', enum: ATTENDEE_TYPES } },
  required: ['type'],
  additionalProperties: false,
} as const;

/** The admin attendee type changer: a site editor views the site as an attendee, in-person attendee or speaker. */
export const attendeeTypeRoutes: FastifyPluginAsync<AppContext> = async (app, { attendeeTypes }) => {
  const signedInEditor = async (request: FastifyRequest): Promise<CurrentUser> => {
    if (!(await attendeeTypes.enabled())) throw forbidden(`The attendee type changer is off (${ATTENDEE_TYPE_CHANGER_FLAG})`);
    // The access rule has already refused anonymous callers.
    return request.user as CurrentUser;
  };

  app.post<{ Params: { type: AttendeeType } }>(
    '/siteeditor/change-attendee-type/:type',
    { config: { access: SITE_EDITORS }, schema: { params: typeParams } },
    async (request): Promise<AttendeeTypeResponse> => ({
      attendeeType: await attendeeTypes.change(await signedInEditor(request), request.params.type),
    }),
  );

  app.post('/siteeditor/reset-attendee-type', { config: { access: SITE_EDITORS } }, async (request): Promise<AttendeeTypeResponse> => ({
    attendeeType: await attendeeTypes.reset(await signedInEditor(request)),
  }));
};
