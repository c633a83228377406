import type { BlockComponentProps } from '../../../src/app/block-kit';
import { ScrollerSection } from '../../shared/lazy/scroller/ScrollerSection';
import type { CardScrollerProps } from '../props.gen';
import { ScrollerCardView } from './ScrollerCardView';
import './card-scroller.css';

const CARD_WIDTHS = { small: '14rem', medium: '18rem', large: '24rem' } as const;

/** The cards of the props as slides. */
export default function CardScroller({ props }: BlockComponentProps<CardScrollerProps>) {
  const level = props.headingLevel ?? 2;
  // Card titles sit one level below the section's heading, or at its level when there is none.
  const cardLevel = props.heading ? level + 1 : level;
  return (
    <ScrollerSection fields={props} name="card-scroller" slideWidth={CARD_WIDTHS[props.cardWidth ?? 'medium']}>
      {props.cards.map((card, index) => (
        <ScrollerCardView key={`${index}-${card.title}`} card={card} headingLevel={cardLevel} />
      ))}
    </ScrollerSection>
  );
}
