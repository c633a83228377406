import type { Speaker } from '../../../schemas/generated/speaker';
import { FAVORITE_TYPES } from '../../../src/engine/lazy/favorites';
import type { CatalogueConfig } from '../../shared/lazy/catalogue/catalogue-config';
import { PersonCard } from '../../shared/lazy/catalogue/cards/PersonCard';
import { FavoriteButton } from '../../shared/lazy/catalogue/favorites/FavoriteButton';
import { SCHEDULE_LINKS } from '../../shared/lazy/catalogue/header/header-links';
import type { CatalogueView } from '../../shared/lazy/catalogue/state/catalogue-state';

const speakerPath = (speaker: Speaker) => `/speakers/${encodeURIComponent(speaker.speakerId)}`;

function SpeakerCard({ item, view }: { item: Speaker; view: CatalogueView }) {
  return (
    <PersonCard
      id={item.speakerId}
      name={item.displayName}
      photo={item.thumbnail ?? item.photo}
      path={speakerPath(item)}
      details={[item.jobTitle, item.company]}
      view={view}
      favorite={<FavoriteButton type={FAVORITE_TYPES.speaker} id={item.speakerId} title={item.displayName} />}
    />
  );
}

export const speakerCatalogueConfig: CatalogueConfig<'speaker'> = {
  entity: 'speaker',
  noun: 'speakers',
  sorts: ['asc', 'desc', 'relevance'],
  defaultSort: 'asc',
  defaultView: 'list',
  favoriteType: FAVORITE_TYPES.speaker,
  headerLinks: SCHEDULE_LINKS,
  itemKey: (speaker) => speaker.speakerId,
  suggestion: (speaker) => ({ label: speaker.displayName, path: speakerPath(speaker) }),
  Card: SpeakerCard,
};
