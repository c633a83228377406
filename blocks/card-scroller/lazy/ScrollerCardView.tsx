import { usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { CardLink } from '../../shared/lazy/CardLink';
import { Heading } from '../../shared/Heading';
import { imageSrc, linkHref } from '../../shared/safe-url';
import type { ScrollerCard } from '../props.gen';

/** One card; with a link, the title's link stretches over the whole card (one link, one name, for screen readers). */
export function ScrollerCardView({ card, headingLevel }: { card: ScrollerCard; headingLevel: number }) {
  const text = useText();
  const { locale } = usePageContext();
  const href = linkHref(card.link?.url, locale);
  const src = imageSrc(card.image?.src);
  const title = text(card.title);
  return (
    <article className={`scroller-card${href ? ' scroller-card--linked' : ''}`}>
      {src && <img className="scroller-card__image" src={src} alt={text(card.image?.alt)} loading="lazy" decoding="async" />}
      <div className="scroller-card__text">
        {card.eyebrow && <p className="scroller-card__eyebrow">{text(card.eyebrow)}</p>}
        <Heading level={Math.min(headingLevel, 6)} className="scroller-card__title">
          {href && card.link ? (
            <CardLink link={card.link} href={href} className="scroller-card__link">
              {title}
            </CardLink>
          ) : (
            title
          )}
        </Heading>
        {card.body && <p className="scroller-card__body">{text(card.body)}</p>}
      </div>
    </article>
  );
}
