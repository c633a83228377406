import type { CSSProperties } from 'react';
import type { ScrollerSettings } from '../../../../schemas/generated/scroller-settings';

export type { ScrollerSettings };

/** Spec 3 §9: default scrollbar colours. */
export const DEFAULT_SCROLLBAR_COLOR = '#202020';
export const DEFAULT_SCROLLBAR_TRACK_COLOR = '#a0a0a0';
const DEFAULT_FADE_COLOR = '#ffffff';

export interface ResolvedScroller {
  enabled: boolean;
  fadeEnabled: boolean;
  /** The colours as custom properties of the scroller's root. */
  style: CSSProperties;
}

/** The settings with their defaults: scrolling and fade on, the spec's scrollbar colours, fading into white. */
export function resolveScroller(settings: ScrollerSettings | undefined): ResolvedScroller {
  return {
    enabled: settings?.enabled ?? true,
    fadeEnabled: settings?.fadeEnabled ?? true,
    style: {
      '--scroller-thumb': settings?.scrollbarColor || DEFAULT_SCROLLBAR_COLOR,
      '--scroller-track': settings?.scrollbarTrackColor || DEFAULT_SCROLLBAR_TRACK_COLOR,
      '--scroller-fade': settings?.fadeColor || DEFAULT_FADE_COLOR,
    } as CSSProperties,
  };
}
