import { useTranslation } from 'react-i18next';
import { useSpeaker, type SpeakerAnswer } from '../../../src/api/lazy/catalogue-items';
import { type BlockComponentProps, usePageContext } from '../../../src/app/block-kit';
import { FAVORITE_TYPES } from '../../../src/engine/lazy/favorites';
import { FavoriteButton } from '../../shared/lazy/catalogue/favorites/FavoriteButton';
import { DetailSection } from '../../shared/lazy/detail/DetailSection';
import { EntityMeta } from '../../shared/lazy/detail/EntityMeta';
import { ItemQuery } from '../../shared/lazy/detail/ItemQuery';
import { ProfileHeader } from '../../shared/lazy/detail/ProfileHeader';
import { SessionList } from '../../shared/lazy/detail/SessionList';
import { SocialLinkList } from '../../shared/lazy/detail/SocialLinkList';
import type { SpeakerDetailProps } from '../props.gen';
import '../../shared/lazy/detail/detail.css';

/** Spec 1 §3: a speaker is shown only with both a bio and a photo. */
const hasProfile = (speaker: SpeakerAnswer) => Boolean(speaker.bio?.trim() && speaker.photo?.trim());

function SpeakerView({ speaker, props }: { speaker: SpeakerAnswer; props: SpeakerDetailProps }) {
  const { t } = useTranslation();
  return (
    <article className="detail speaker-detail">
      <EntityMeta title={speaker.displayName} description={speaker.bio} />
      <ProfileHeader
        person={{ ...speaker, id: speaker.speakerId }}
        favorite={<FavoriteButton type={FAVORITE_TYPES.speaker} id={speaker.speakerId} title={speaker.displayName} />}
      >
        <SocialLinkList handles={speaker.social} />
      </ProfileHeader>
      <DetailSection title={t('translate.base.blocks.detail.about')}>
        <p className="detail-text">{speaker.bio}</p>
      </DetailSection>
      {props.showSessions !== false && speaker.sessions.length > 0 && (
        <DetailSection title={t('translate.base.blocks.speaker-detail.sessions')}>
          <SessionList sessions={speaker.sessions} />
        </DetailSection>
      )}
    </article>
  );
}

/** A speaker's profile, for the speaker named by the route (`/speakers/{id}`). */
export default function SpeakerDetail({ props }: BlockComponentProps<SpeakerDetailProps>) {
  const { params } = usePageContext();
  const id = params.id ?? '';
  const speaker = useSpeaker(id);
  return (
    <ItemQuery query={speaker} entity="speaker" id={id} isShown={hasProfile}>
      {(found) => <SpeakerView speaker={found} props={props} />}
    </ItemQuery>
  );
}
