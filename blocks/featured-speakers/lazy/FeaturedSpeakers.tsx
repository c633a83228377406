import type { BlockComponentProps } from '../../../src/app/block-kit';
import { ScrollerSection } from '../../shared/lazy/scroller/ScrollerSection';
import type { FeaturedSpeakersProps } from '../props.gen';
import { inSpeakerOrder, speakerScroller, speakerSlideWidth } from './speaker-cards';
import { SpeakerCard } from './SpeakerCard';
import '../../shared/lazy/catalogue/cards/avatar.css';
import './featured-speakers.css';

/** Speaker cards as the shared scroller's slides, at the widths editors chose: wrapping into rows, or in one row. */
export default function FeaturedSpeakers({ props }: BlockComponentProps<FeaturedSpeakersProps>) {
  const settings = speakerScroller(props.scrollerSettings);
  const items = inSpeakerOrder(props.speakers ?? []).map((item) => ({ item, cardType: item.cardType ?? props.cardType ?? 'quarter-width' }));
  return (
    <ScrollerSection
      fields={{ ...props, scrollerSettings: settings }}
      name="featured-speakers"
      slideWidth={(index) => speakerSlideWidth(items[index]?.cardType ?? 'full-width', settings.enabled === true)}
    >
      {items.map(({ item, cardType }, index) => (
        <SpeakerCard key={item.speakerId ?? `${item.speakerName ?? ''}-${index}`} item={item} cardType={cardType} headingLevel={(props.headingLevel ?? 2) + 1} />
      ))}
    </ScrollerSection>
  );
}
