import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/errors';
import { findByLocalizedId } from '../item-id';
import { idParams } from '../route-schemas';
import { registerSearchRoutes, type CatalogueRouteOptions } from '../search-route';
import { attendeeForViewer, canSeeAttendee, type AttendeeAnswer } from './privacy';

/** Attendee calls of spec 1 §7: only attendees who show their profile to the public, the email only to its owner. */
export const attendeeRoutes: FastifyPluginAsync<CatalogueRouteOptions> = async (app, { catalogue }) => {
  registerSearchRoutes(app, {
    base: '/attendee',
    catalogue,
    entity: (index) => index.attendees,
    present: (attendee, { viewer }) => attendeeForViewer(attendee, viewer),
  });

  app.get<{ Params: { id: string } }>('/attendee/:id', { config: { access: 'public' }, schema: { params: idParams } }, async (request): Promise<AttendeeAnswer> => {
    const index = await catalogue.index();
    const attendee = findByLocalizedId(request.params.id, (id) => {
      const found = index.attendee(id);
      return found && canSeeAttendee(found, request.user) ? found : undefined;
    });
    if (!attendee) throw notFound('Could not find attendee with ID');
    return attendeeForViewer(attendee, request.user);
  });
};
