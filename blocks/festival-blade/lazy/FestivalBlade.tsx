import type { BlockComponentProps } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import type { FestivalBladeProps } from '../props.gen';
import { arrangeCards } from './arrange-cards';
import { FestivalCardView } from './FestivalCardView';
import '../../shared/buttons.css';
import './festival-blade.css';

/** The card grid under its section heading. */
export default function FestivalBlade({ props }: BlockComponentProps<FestivalBladeProps>) {
  const text = useText();
  const heading = text(props.heading);
  const cards = arrangeCards(props.cards, props.sharedCardConfig);
  const level = props.headingLevel ?? 2;
  return (
    <HeadedSection fields={props} className="festival-blade">
      {cards.length > 0 && (
        <ul className="festival-blade__grid">
          {cards.map((arranged, index) => (
            <FestivalCardView key={`${index}-${arranged.card.id}`} arranged={arranged} titleLevel={heading ? level + 1 : level} />
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}
