import type { CSSProperties } from 'react';
import { usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { ButtonList } from '../../shared/ButtonList';
import { CardLink } from '../../shared/lazy/CardLink';
import { Heading } from '../../shared/Heading';
import { linkHref } from '../../shared/safe-url';
import { cssAspectRatio } from '../../shared/lazy/video/aspect-ratio';
import type { ArrangedCard } from './arrange-cards';
import { CardImage, CardMediaFrame, imageRole } from './CardMedia';

/** Narrow cards sit two to a row on tablets, wider ones take the row; phones show one card a row. */
const tabletSpan = (width: number) => (width <= 6 ? 6 : 12);

function cardStyle({ width, style, aspectRatio }: ArrangedCard, background: boolean): CSSProperties {
  return {
    '--festival-card-span': width,
    '--festival-card-tablet-span': tabletSpan(width),
    backgroundColor: style.backgroundColor,
    color: style.textColor,
    // A background image shows whole at the card's aspect ratio; texts longer than that make the card grow.
    aspectRatio: background ? cssAspectRatio(aspectRatio) : undefined,
  } as CSSProperties;
}

export function FestivalCardView({ arranged, titleLevel }: { arranged: ArrangedCard; titleLevel: number }) {
  const text = useText();
  const { locale } = usePageContext();
  const { card, style, textStyles } = arranged;
  const content = card.content ?? {};
  const image = card.media?.image;
  const role = imageRole(image);
  const href = linkHref(card.link?.url, locale);
  const title = text(content.title);
  // A link needs a name even on a card without a title.
  const linkText = title || text(card.link?.ariaLabel) || text(content.subtitle) || href;
  const link = href && card.link && (
    <CardLink link={card.link} href={href} className="festival-card__link">
      {linkText}
    </CardLink>
  );
  const classes = [
    'festival-card',
    `festival-card--${textStyles.alignment ?? 'left'}`,
    `festival-card--title-${textStyles.titleSize ?? 'medium'}`,
    role === 'background' && 'festival-card--background',
    href && 'festival-card--linked',
    style.border && 'festival-card--border',
    style.shadow && 'festival-card--shadow',
  ];
  return (
    <li className={classes.filter(Boolean).join(' ')} style={cardStyle(arranged, role === 'background')}>
      {image && role === 'background' && <CardImage image={image} role="background" />}
      {card.media && <CardMediaFrame media={card.media} aspectRatio={arranged.aspectRatio} />}
      <div className="festival-card__content">
        {image && (role === 'icon' || role === 'label') && <CardImage image={image} role={role} />}
        {content.subtitle && <p className="festival-card__subtitle">{text(content.subtitle)}</p>}
        {title ? (
          <Heading level={textStyles.titleLevel} fallbackLevel={titleLevel} className="festival-card__title">
            {link || title}
          </Heading>
        ) : (
          link
        )}
        {content.body && <p className="festival-card__body">{text(content.body)}</p>}
        <ButtonList buttons={content.buttons} className="festival-card__buttons" />
        {content.footnote && <p className="festival-card__footnote">{text(content.footnote)}</p>}
      </div>
    </li>
  );
}
