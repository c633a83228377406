import type { HeaderLink } from '../catalogue-config';

/** Signed-in header links of the session and speaker catalogues (spec 1 §2). */
export const SCHEDULE_LINKS: readonly HeaderLink[] = [
  { label: 'translate.base.catalogue.links.my-schedule', path: '/schedule', feature: 'enableMySchedule' },
  { label: 'translate.base.catalogue.links.my-favorites', path: '/favorites', feature: 'enableFavorites' },
];

/** Signed-in header links of the attendee catalogue. */
export const NETWORKING_LINKS: readonly HeaderLink[] = [
  { label: 'translate.base.catalogue.links.my-meetings', path: '/meetings', feature: 'showMeetings', counter: 'pending-meetings' },
  { label: 'translate.base.catalogue.links.my-messages', path: '/user/inbox', feature: 'showMessaging', counter: 'unread-messages' },
];
