import type { Locale } from './locales';

/**
 * One line of the live-now ticker. Its text is kept per language inside the item, not in the translation store:
 * the ticker changes minute by minute during the event and is excluded from translation loading (spec 1 §6).
 */
export interface LiveNowItem {
  id: string;
  /** Text per language; English is required and stands in for a missing language. */
  text: Partial<Record<Locale, string>> & Record<'en-us', string>;
  /** Where the line leads: a site path (`/sessions/…`) or an http(s) address. */
  url?: string;
  startsAt: string;
  endsAt: string;
}

/** The site setting holding the ticker (public: every visitor's settings carry it). */
export const LIVE_NOW_SETTING = 'liveNowTicker';
export const LIVE_NOW_MAX_ITEMS = 50;
export const LIVE_NOW_MAX_TEXT = 280;

const isItem = (value: unknown): value is LiveNowItem => {
  const item = value as Partial<LiveNowItem> | null;
  return typeof item?.id === 'string' && typeof item.startsAt === 'string' && typeof item.endsAt === 'string' && typeof item.text?.['en-us'] === 'string';
};

/**
 * The ticker stored in a setting's value; nothing when it is missing or damaged. Only the shape is looked at: both
 * ways of writing the setting check it fully (`liveNowProblems`), and the full check stays out of visitors' download.
 */
export function liveNowItemsOf(value: unknown): LiveNowItem[] {
  return Array.isArray(value) && value.every(isItem) ? value : [];
}

/** The items running at `now`, in the editors' order. */
export function activeLiveNowItems(items: readonly LiveNowItem[], now: Date): LiveNowItem[] {
  const time = now.getTime();
  return items.filter((item) => Date.parse(item.startsAt) <= time && time < Date.parse(item.endsAt));
}

/** The item's text in `locale`, or in English when that language has none. */
export function liveNowText(item: LiveNowItem, locale: Locale): string {
  return item.text[locale]?.trim() || item.text['en-us'];
}
