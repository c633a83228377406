import type { SearchRequest } from '../../../schemas/generated/search-request';
import type { SessionAnswer } from '../../../src/api/lazy/catalogue-items';
import type { HappeningNowProps } from '../props.gen';

/** Spec 03 §9: a happening-now block shows 1 to 16 cards. */
export const MAX_CARDS = 16;
export const DEFAULT_CARD_COUNT = 4;
/** Spec 03 §9: 300 s unless the block or the site setting happeningNow says otherwise. */
export const DEFAULT_REFRESH_SECONDS = 300;
/** Streamed or regional sessions are picked from this many live ones (the server filters on neither). */
const LIVE_PAGE = 100;

const clampCards = (count: number) => Math.min(MAX_CARDS, Math.max(1, Math.round(count)));
const positive = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

/** What the block does when its own props leave it open: the site setting happeningNow, else the spec's defaults. */
export function happeningNowDefaults(setting: unknown): { refreshSeconds: number; cardCount: number } {
  const site = typeof setting === 'object' && setting !== null ? (setting as Record<string, unknown>) : {};
  const cards = positive(site.cardCount);
  return {
    refreshSeconds: positive(site.autoRefreshTimeInSeconds) ?? DEFAULT_REFRESH_SECONDS,
    cardCount: cards === undefined ? DEFAULT_CARD_COUNT : clampCards(cards),
  };
}

/**
 * The search for the sessions live at `now`: started by then (a range on the start) and not yet ended (the server's
 * live-and-upcoming switch), of the chosen types and facet values, in order of their start.
 */
export function liveSessionsRequest(
  props: Pick<HappeningNowProps, 'sessionTypes' | 'filterConfig' | 'enableStreamUrlFilter' | 'filterByRegion'>,
  now: number,
): SearchRequest {
  const facets = [
    ...(props.sessionTypes ?? []).map((type) => ({ name: 'sessionType', facet: type })),
    ...(props.filterConfig ?? []).map((filter) => ({ name: filter.facet, facet: filter.value })),
  ];
  return {
    itemsPerPage: props.enableStreamUrlFilter || props.filterByRegion ? LIVE_PAGE : MAX_CARDS,
    searchPage: 1,
    sortOption: 'chronological',
    liveNowAndUpcoming: true,
    searchFacets: { facets, dateFacet: [{ name: 'started', startDateTime: new Date(0).toISOString(), endDateTime: new Date(now + 1).toISOString() }] },
  };
}

export interface ShownOptions {
  streamedOnly: boolean;
  /** The viewer's region (logical value) to keep sessions for; null keeps every region. */
  region: string | null;
}

/** A session listing no region is meant for every region. */
const isFor = (session: Pick<SessionAnswer, 'regions'>, region: string | null) => region === null || session.regions.length === 0 || session.regions.includes(region);

/**
 * The cards to show: streamed ones only when asked (by the flag, which anonymous visitors receive too), those for the
 * viewer's region when one is given, at most 16.
 */
export function shownLiveSessions(sessions: readonly SessionAnswer[], { streamedOnly, region }: ShownOptions): SessionAnswer[] {
  return sessions.filter((session) => (!streamedOnly || session.hasLiveStream) && isFor(session, region)).slice(0, MAX_CARDS);
}
