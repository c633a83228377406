import type { AttendeeAnswer } from '../../../schemas/generated/api/catalogue/attendee-answer';
import { FAVORITE_TYPES } from '../../../src/engine/lazy/favorites';
import type { CatalogueConfig } from '../../shared/lazy/catalogue/catalogue-config';
import { PersonCard } from '../../shared/lazy/catalogue/cards/PersonCard';
import { FavoriteButton } from '../../shared/lazy/catalogue/favorites/FavoriteButton';
import { ContactSlot } from '../../shared/lazy/contact/ContactSlot';
import { NETWORKING_LINKS } from '../../shared/lazy/catalogue/header/header-links';
import type { CatalogueView } from '../../shared/lazy/catalogue/state/catalogue-state';

const attendeePath = (attendee: AttendeeAnswer) => `/attendees/${encodeURIComponent(attendee.attendeeId)}`;

function AttendeeCard({ item, view }: { item: AttendeeAnswer; view: CatalogueView }) {
  return (
    <PersonCard
      id={item.attendeeId}
      name={item.displayName}
      photo={item.photo}
      path={attendeePath(item)}
      details={[item.jobTitle, item.company, item.region?.displayValue]}
      view={view}
      favorite={<FavoriteButton type={FAVORITE_TYPES.attendee} id={item.attendeeId} title={item.displayName} profile={item} />}
      actions={<ContactSlot attendee={item} compact />}
    />
  );
}

/** Attendees who show their profile publicly (the server lists no others), in a grid by default (spec 1 §4). */
export const attendeeCatalogueConfig: CatalogueConfig<'attendee'> = {
  entity: 'attendee',
  noun: 'attendees',
  sorts: ['asc', 'desc', 'relevance'],
  defaultSort: 'asc',
  defaultView: 'grid',
  favoriteType: FAVORITE_TYPES.attendee,
  headerLinks: NETWORKING_LINKS,
  itemKey: (attendee) => attendee.attendeeId,
  suggestion: (attendee) => ({ label: attendee.displayName, path: attendeePath(attendee) }),
  Card: AttendeeCard,
};
