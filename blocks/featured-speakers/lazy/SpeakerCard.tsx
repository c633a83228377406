import { useTranslation } from 'react-i18next';
import type { Speaker } from '../../../schemas/generated/speaker';
import { useSpeaker } from '../../../src/api/lazy/catalogue-items';
import { usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { Heading } from '../../shared/Heading';
import { Avatar } from '../../shared/lazy/catalogue/cards/Avatar';
import type { FeaturedSpeaker } from '../props.gen';
import { speakerCardData, type CardType, type SpeakerCardData } from './speaker-cards';

function SocialList({ links, name }: { links: SpeakerCardData['social']; name: string }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <ul className="featured-speaker__social" aria-label={t('translate.base.blocks.featured-speakers.social', { name })}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.ariaLabel} data-glyph={link.glyph} data-analytics-tag={link.analyticsTag}>
            {link.name}
            <span className="block-visually-hidden"> {t('translate.base.blocks.shared.opens-new-window')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function CardView({ data, cardType, headingLevel }: { data: SpeakerCardData; cardType: CardType; headingLevel: number }) {
  const { t } = useTranslation();
  const name = data.href ? (
    <a href={data.href} target={data.newWindow ? '_blank' : undefined} rel={data.newWindow ? 'noopener noreferrer' : undefined}>
      {data.name}
      {data.newWindow && <span className="block-visually-hidden"> {t('translate.base.blocks.shared.opens-new-window')}</span>}
    </a>
  ) : (
    data.name
  );
  return (
    <article className={`featured-speaker featured-speaker--${cardType}`}>
      <Avatar id={data.id} name={data.name} photo={data.photo} />
      <div className="featured-speaker__body">
        <Heading level={headingLevel} fallbackLevel={3} className="featured-speaker__name">
          {name}
        </Heading>
        {data.designation && <p className="featured-speaker__detail">{data.designation}</p>}
        {data.company && <p className="featured-speaker__detail">{data.company}</p>}
        {data.description && <p className="featured-speaker__description">{data.description}</p>}
        <SocialList links={data.social} name={data.name} />
      </div>
    </article>
  );
}

interface SpeakerCardProps {
  item: FeaturedSpeaker;
  cardType: CardType;
  /** Level of the speakers' names: one below the block's heading. */
  headingLevel: number;
}

function useCardData(item: FeaturedSpeaker, profile: Speaker | undefined): SpeakerCardData | null {
  const { t } = useTranslation();
  const text = useText();
  const { locale } = usePageContext();
  return speakerCardData(item, profile, { locale, text, networkName: (network) => t(`translate.base.blocks.detail.social.${network}`) });
}

function CatalogueSpeakerCard({ item, speakerId, ...rest }: SpeakerCardProps & { speakerId: string }) {
  const { t } = useTranslation();
  const { isEditor } = usePageContext();
  const profile = useSpeaker(speakerId);
  const data = useCardData(item, profile.data);
  if (profile.isPending) return <div className={`featured-speaker featured-speaker--${rest.cardType} featured-speaker--loading`} aria-busy="true" />;
  if (data) return <CardView data={data} {...rest} />;
  // Only editors learn that an entry names no speaker the catalogue knows; visitors just see one card fewer.
  return isEditor ? <p className="featured-speaker__missing">{t('translate.base.blocks.featured-speakers.not-found', { id: speakerId })}</p> : null;
}

function EnteredSpeakerCard({ item, ...rest }: SpeakerCardProps) {
  const data = useCardData(item, undefined);
  return data && <CardView data={data} {...rest} />;
}

/** One speaker: the catalogue profile (GET /speaker/{id}) under the editor's fields, or only what the editor typed. */
export function SpeakerCard(props: SpeakerCardProps) {
  const { speakerId } = props.item;
  return speakerId ? <CatalogueSpeakerCard {...props} speakerId={speakerId} /> : <EnteredSpeakerCard {...props} />;
}
