/** Spec 3 §9: a pointer resting this long on an inline player starts muted playback. */
export const HOVER_DELAY_MS = 200;
/** Spec 3 §9: how often the progress bar follows the playing video. */
export const PROGRESS_TICK_MS = 100;
/** Spec 3 §9: video sources are attached once the player comes this close to the viewport. */
export const SOURCE_MARGIN = '100px';
/** Spec 3 §9: the frame ratio when a block sets none. */
export const DEFAULT_ASPECT_RATIO = '16/9';
