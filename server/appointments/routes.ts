import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppointmentIdParams } from '../../schemas/generated/api/appointments/id-params';
import { SCOPES, type CurrentUser } from '../../src/engine';
import type { AppointmentCreateRequest, AppointmentUpdateRequest } from '../../src/engine/lazy/appointments';
import type { RouteAccess } from '../auth/access';
import { contract } from '../http/contract';
import type { PersonalRouteOptions } from '../context';
import { createAppointmentRepository } from './repository';
import { createAppointmentService } from './service';

// The access rule has already refused callers who are not signed in.
const caller = (request: FastifyRequest) => request.user as CurrentUser;

/** Spec 2 §2: reading one's appointment needs only sign-in; writing needs the meetings scope (the service checks the flags). */
const WRITERS: RouteAccess = { anyScope: [SCOPES.meetings] };

const appointment = { 200: contract('appointments/appointment') };
const idParams = contract('appointments/id-params');
type ById = FastifyRequest<{ Params: AppointmentIdParams }>;

/** Appointments (spec 2 §7): GET /appointment/{id}, POST /appointment, PUT /appointment, DELETE /appointment/{id}. */
export const appointmentRoutes: FastifyPluginAsync<PersonalRouteOptions> = async (app, { db, settings, siteEnv }) => {
  const appointments = createAppointmentService({ repository: createAppointmentRepository(db), settings, siteEnv });
  app.get('/appointment/:id', { config: { access: 'authenticated' }, schema: { params: idParams, response: appointment } }, async (request: ById) =>
    appointments.get(caller(request), request.params.id),
  );

  app.post<{ Body: AppointmentCreateRequest }>('/appointment', { config: { access: WRITERS }, schema: { body: contract('appointments/create-request'), response: appointment } }, async (request) =>
    appointments.create(caller(request), request.body),
  );

  app.put<{ Body: AppointmentUpdateRequest }>('/appointment', { config: { access: WRITERS }, schema: { body: contract('appointments/update-request'), response: appointment } }, async (request) => {
    const { id, ...fields } = request.body;
    return appointments.update(caller(request), id, fields);
  });

  app.delete('/appointment/:id', { config: { access: WRITERS }, schema: { params: idParams } }, async (request: ById, reply) => {
    await appointments.remove(caller(request), request.params.id);
    return reply.code(204).send();
  });
};
