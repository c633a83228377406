/** What decides whether a notification banner shows (spec 3 §4, "Notification banner block"). */
export interface BannerState {
  bannerText?: string;
  alwaysShowBanner?: boolean;
  /** The name of the entry that must be set, if the block names one. */
  requireLocalStorageEntry?: string;
  /** That entry's stored value. */
  requiredValue: string | null;
  /** The banner text stored when the visitor dismissed it (null: never dismissed). */
  dismissedText: string | null;
  /** Dismissed in this view of the page. */
  dismissedInView: boolean;
}

/**
 * With `alwaysShowBanner` the banner shows on every view and a dismissal lasts only for the view. Otherwise it shows
 * while the required entry (when one is named) is set and the visitor has not dismissed this text.
 */
export function isBannerShown(state: BannerState): boolean {
  if (!state.bannerText || state.dismissedInView) return false;
  if (state.alwaysShowBanner) return true;
  if (state.requireLocalStorageEntry && !state.requiredValue) return false;
  return state.dismissedText !== state.bannerText;
}

/** Where a banner's dismissal is kept: one entry per block, holding the text that was dismissed. */
export function dismissalKey(contentId: string): string {
  return `confsite.notification-banner.dismissed:${contentId}`;
}
