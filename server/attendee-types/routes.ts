import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AttendeeTypeResponse } from '../../schemas/generated/api/attendee-types/attendee-type-response';
import type { AttendeeTypeParams } from '../../schemas/generated/api/attendee-types/change-params';
import { ATTENDEE_TYPE_CHANGER_FLAG, type CurrentUser } from '../../src/engine';
import { SITE_EDITORS } from '../auth/access-rules';
import type { AppContext } from '../context';
import { contract } from '../http/contract';
import { forbidden } from '../http/errors';

/** The admin attendee type changer: a site editor views the site as an attendee, in-person attendee or speaker. */
export const attendeeTypeRoutes: FastifyPluginAsync<AppContext> = async (app, { attendeeTypes }) => {
  const signedInEditor = async (request: FastifyRequest): Promise<CurrentUser> => {
    if (!(await attendeeTypes.enabled())) throw forbidden(`The attendee type changer is off (${ATTENDEE_TYPE_CHANGER_FLAG})`);
    // The access rule has already refused anonymous callers.
    return request.user as CurrentUser;
  };

  app.post<{ Params: AttendeeTypeParams }>(
    '/siteeditor/change-attendee-type/:type',
    { config: { access: SITE_EDITORS }, schema: { params: contract('attendee-types/change-params'), response: { 200: contract('attendee-types/attendee-type-response') } } },
    async (request): Promise<AttendeeTypeResponse> => ({
      attendeeType: await attendeeTypes.change(await signedInEditor(request), request.params.type),
    }),
  );

  app.post(
    '/siteeditor/reset-attendee-type',
    { config: { access: SITE_EDITORS }, schema: { response: { 200: contract('attendee-types/attendee-type-response') } } },
    async (request): Promise<AttendeeTypeResponse> => ({
    attendeeType: await attendeeTypes.reset(await signedInEditor(request)),
  }));
};
