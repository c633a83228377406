import type { FestivalCard, FestivalCardStyle, FestivalCardTextStyles, SharedCardConfig } from '../props.gen';

/** Columns of the 12-column grid a card takes on wide screens when neither it nor the shared config says. */
export const DEFAULT_CARD_WIDTH = 4;

/** A card as drawn: its own settings over the shared card config. */
export interface ArrangedCard {
  card: FestivalCard;
  /** 1 to 12 columns. */
  width: number;
  aspectRatio: string | undefined;
  style: FestivalCardStyle;
  textStyles: FestivalCardTextStyles;
}

function arranged(card: FestivalCard, shared: SharedCardConfig): ArrangedCard {
  return {
    card,
    width: Math.min(12, card.width ?? shared.width ?? DEFAULT_CARD_WIDTH),
    aspectRatio: card.media?.aspectRatio ?? shared.aspectRatio,
    style: { ...shared.style, ...card.style },
    textStyles: { ...shared.textStyles, ...card.textStyles },
  };
}

/**
 * The cards to draw, in order (spec 3 §5): hidden cards and cards of width 0 are dropped; the rest are sorted by
 * `order`, cards without one last in the order they are listed.
 */
export function arrangeCards(cards: readonly FestivalCard[], shared: SharedCardConfig = {}): ArrangedCard[] {
  return cards
    .filter((card) => !card.isHidden)
    .map((card) => arranged(card, shared))
    .filter((card) => card.width > 0)
    // Two unordered cards compare as NaN (Infinity - Infinity): `|| 0` keeps them as listed (the sort is stable).
    .sort((a, b) => (a.card.order ?? Number.POSITIVE_INFINITY) - (b.card.order ?? Number.POSITIVE_INFINITY) || 0);
}
