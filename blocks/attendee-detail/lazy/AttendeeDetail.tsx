import { useTranslation } from 'react-i18next';
import { useAttendee, type AttendeeAnswer } from '../../../src/api/lazy/catalogue-items';
import { type BlockComponentProps, usePageContext } from '../../../src/app/block-kit';
import { FAVORITE_TYPES } from '../../../src/engine/lazy/favorites';
import { isOwnProfile } from '../../../src/engine/own-profile';
import { FavoriteButton } from '../../shared/lazy/catalogue/favorites/FavoriteButton';
import { ContactSlot } from '../../shared/lazy/contact/ContactSlot';
import { DetailFacts } from '../../shared/lazy/detail/DetailFacts';
import { DetailSection } from '../../shared/lazy/detail/DetailSection';
import { EntityMeta } from '../../shared/lazy/detail/EntityMeta';
import { ItemQuery } from '../../shared/lazy/detail/ItemQuery';
import { ProfileHeader } from '../../shared/lazy/detail/ProfileHeader';
import { SocialLinkList } from '../../shared/lazy/detail/SocialLinkList';
import type { AttendeeDetailProps } from '../props.gen';
import { TruncatedText } from './TruncatedText';
import '../../shared/lazy/detail/detail.css';

/** Spec 1 §9: the attendee bio is truncated at 350 characters, with a "more" button. */
const BIO_LIMIT = 350;
const key = (name: string) => `translate.base.blocks.attendee-detail.${name}`;

function AttendeeView({ attendee, props }: { attendee: AttendeeAnswer; props: AttendeeDetailProps }) {
  const { t } = useTranslation();
  const { user } = usePageContext();
  const isOwn = isOwnProfile(attendee, user);
  const facts = [
    { label: t(key('region')), value: attendee.region?.displayValue },
    { label: t(key('participation')), value: attendee.participationType?.displayValue },
  ];
  return (
    <article className="detail attendee-detail">
      <EntityMeta title={attendee.displayName} description={attendee.bio} />
      <ProfileHeader
        person={{ ...attendee, id: attendee.attendeeId }}
        favorite={<FavoriteButton type={FAVORITE_TYPES.attendee} id={attendee.attendeeId} title={attendee.displayName} profile={attendee} />}
      >
        <SocialLinkList handles={attendee.social} />
        <ContactSlot attendee={attendee} />
      </ProfileHeader>
      {isOwn && <p className="detail-note">{t(key('own-profile'))}</p>}
      <DetailFacts facts={facts} />
      {attendee.bio?.trim() && (
        <DetailSection title={t('translate.base.blocks.detail.about')}>
          <TruncatedText text={attendee.bio} limit={BIO_LIMIT} />
        </DetailSection>
      )}
      {props.showInterests !== false && attendee.interests.length > 0 && (
        <DetailSection title={t(key('interests'))}>
          <ul className="detail-tags">
            {attendee.interests.map((interest) => (
              <li key={interest} className="detail-tag">
                {interest.split('|').join(' › ')}
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
    </article>
  );
}

/**
 * The profile of the attendee named by the route (`/attendees/{id}`): only attendees who show their profile to the
 * public, or the visitor's own; anyone else is 'Could not find attendee with ID' (spec 1 §8).
 */
export default function AttendeeDetail({ props }: BlockComponentProps<AttendeeDetailProps>) {
  const { params, locale, user } = usePageContext();
  const id = params.id ?? '';
  const attendee = useAttendee(id, locale, user?.id ?? null);
  return (
    <ItemQuery query={attendee} entity="attendee" id={id}>
      {(found) => <AttendeeView attendee={found} props={props} />}
    </ItemQuery>
  );
}
