import type { FastifyPluginAsync } from 'fastify';
import type { AttendeeAnswer } from '../../../schemas/generated/api/catalogue/attendee-answer';
import type { ItemIdParams } from '../../../schemas/generated/api/catalogue/id-params';
import type { CurrentUser } from '../../../src/engine';
import { contract } from '../../http/contract';
import { notFound } from '../../http/errors';
import { findByLocalizedId } from '../item-id';
import { ID_PARAMS, registerSearchRoutes, type CatalogueRouteOptions } from '../search-route';
import { attendeeForViewer, canSeeAttendee } from './privacy';

const answer = { 200: contract('catalogue/attendee-answer') };

/** Attendee calls of spec 1 §7: only attendees who show their profile to the public, the email as privacy.ts allows. */
export const attendeeRoutes: FastifyPluginAsync<CatalogueRouteOptions> = async (app, { catalogue }) => {
  registerSearchRoutes(app, {
    base: '/attendee',
    answer: 'catalogue/attendee-search',
    catalogue,
    entity: (index) => index.attendees,
    present: (attendee, { index, viewer }) => attendeeForViewer(attendee, viewer, index),
  });

  // The viewer's own profile, public or not (what their region is, for blocks that tailor to it).
  app.get('/attendee/me', { config: { access: 'authenticated' }, schema: { response: answer } }, async (request): Promise<AttendeeAnswer> => {
    // The access rule has already refused callers who are not authenticated.
    const viewer = request.user as CurrentUser;
    const index = await catalogue.index();
    const attendee = index.attendeeOfUser(viewer.id);
    if (!attendee) throw notFound('You have no attendee profile');
    return attendeeForViewer(attendee, viewer, index);
  });

  app.get<{ Params: ItemIdParams }>('/attendee/:id', { config: { access: 'public' }, schema: { params: ID_PARAMS, response: answer } }, async (request): Promise<AttendeeAnswer> => {
    const index = await catalogue.index();
    const attendee = findByLocalizedId(request.params.id, (id) => {
      const found = index.attendee(id);
      return found && canSeeAttendee(found, request.user) ? found : undefined;
    });
    if (!attendee) throw notFound('Could not find attendee with ID');
    return attendeeForViewer(attendee, request.user, index);
  });
};
