import type { ScrollerSettings } from '../../../schemas/generated/scroller-settings';
import type { Speaker } from '../../../schemas/generated/speaker';
import { type Locale, localizedPath, speakerPath } from '../../../src/engine';
import { socialLinks, type SocialNetwork } from '../../../src/engine/lazy/social-links';
import { imageSrc, linkHref } from '../../shared/safe-url';
import type { FeaturedSpeaker } from '../props.gen';

export type CardType = NonNullable<FeaturedSpeaker['cardType']>;

/** A social link as a card shows it: a checked address and the network's name. */
export interface CardSocialLink {
  href: string;
  name: string;
  ariaLabel?: string | undefined;
  glyph?: string | undefined;
  analyticsTag?: string | undefined;
}

/** What one speaker card shows, the editor's fields over the catalogue profile's. */
export interface SpeakerCardData {
  /** Stable per speaker: picks the initials' colour. */
  id: string;
  name: string;
  designation: string;
  company: string;
  description: string;
  photo: string | null;
  href: string | undefined;
  newWindow: boolean;
  social: CardSocialLink[];
}

export interface CardContext {
  locale: Locale;
  /** Resolves a field that may hold a translation key. */
  text: (value: string | undefined) => string;
  networkName: (network: SocialNetwork) => string;
}

/** Featured speakers wrap into rows unless an editor turns scrolling on (the other scrollers scroll unless turned off). */
export function speakerScroller(settings: ScrollerSettings | undefined): ScrollerSettings {
  return { ...settings, enabled: settings?.enabled ?? false };
}

/**
 * A card's slide width: custom properties of featured-speakers.css, which size each card type per screen width, for a
 * row (a peek of the next card on phones) or for wrapped rows.
 */
export function speakerSlideWidth(cardType: CardType, scrolling: boolean): string {
  return `var(--featured-speakers-${scrolling ? 'row' : 'wrap'}-${cardType})`;
}

/** Cards with a speakerOrder first (lowest first), then the others in the editors' order (spec 03 §5). */
export function inSpeakerOrder<T extends Pick<FeaturedSpeaker, 'speakerOrder'>>(items: readonly T[]): T[] {
  const ordered = items.filter((item) => item.speakerOrder !== undefined).sort((a, b) => (a.speakerOrder as number) - (b.speakerOrder as number));
  return [...ordered, ...items.filter((item) => item.speakerOrder === undefined)];
}

function socialOf(item: FeaturedSpeaker, profile: Speaker | undefined, { locale, text, networkName }: CardContext): CardSocialLink[] {
  if (item.socialHandles?.length) {
    return item.socialHandles.flatMap((handle) => {
      const href = linkHref(handle.link, locale);
      return href ? [{ href, name: handle.socialMediaName, ariaLabel: text(handle.ariaLabel) || undefined, glyph: handle.glyph, analyticsTag: handle.analyticsTag }] : [];
    });
  }
  return profile ? socialLinks(profile.social).map((link) => ({ href: link.href, name: `${networkName(link.network)} ${link.label}` })) : [];
}

/** The card of an editor's entry, filled from the catalogue `profile` when it names one; null without any name. */
export function speakerCardData(item: FeaturedSpeaker, profile: Speaker | undefined, context: CardContext): SpeakerCardData | null {
  const { locale, text } = context;
  const name = text(item.speakerName) || profile?.displayName || '';
  if (!name) return null;
  const profilePath = item.speakerId ? localizedPath(locale, speakerPath(item.speakerId)) : undefined;
  return {
    id: item.speakerId ?? name,
    name,
    designation: text(item.speakerDesignation) || profile?.jobTitle || '',
    company: item.company || profile?.company || '',
    description: text(item.description),
    photo: imageSrc(item.image) ?? profile?.photo ?? null,
    href: linkHref(item.speakerLink, locale) ?? profilePath,
    newWindow: item.target === '_blank',
    social: socialOf(item, profile, context),
  };
}
