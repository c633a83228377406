/**
 * The states of a video player (spec 3 §4 "simple video"): `unfocused` until it first plays, then `playing`,
 * `paused`, or `stopped` (rewound by the stop button, or at the end).
 */
export type PlaybackState = 'unfocused' | 'playing' | 'paused' | 'stopped';

export interface PlayerState {
  playback: PlaybackState;
  /** Players start muted; the visitor turns the sound on. */
  muted: boolean;
  captions: boolean;
  /** Playback was started by a resting pointer: leaving the player pauses it again. */
  previewing: boolean;
  /** The visitor used a control: from then on the pointer no longer starts or pauses anything. */
  takenOver: boolean;
}

/**
 * What happened: `played`, `paused` and `ended` are the video element's own events (so the state follows the
 * element, whoever moved it); the others are the visitor's or the hover preview's intents.
 */
export type PlayerEvent =
  | { type: 'played' }
  | { type: 'paused' }
  | { type: 'ended' }
  | { type: 'preview' }
  | { type: 'control' }
  | { type: 'stop' }
  | { type: 'toggleMute' }
  | { type: 'toggleCaptions' };

/** Captions start shown when there are any: the player starts muted, so the words are the only sound. */
export function initialPlayerState(hasCaptions: boolean): PlayerState {
  return { playback: 'unfocused', muted: true, captions: hasCaptions, previewing: false, takenOver: false };
}

const transitions: { [K in PlayerEvent['type']]: (state: PlayerState) => PlayerState } = {
  played: (state) => ({ ...state, playback: 'playing' }),
  // A stop pauses the element too; its pause event must not turn "stopped" back into "paused".
  paused: (state) => (state.playback === 'stopped' ? state : { ...state, playback: 'paused', previewing: false }),
  ended: (state) => ({ ...state, playback: 'stopped', previewing: false }),
  preview: (state) => ({ ...state, previewing: true }),
  control: (state) => ({ ...state, previewing: false, takenOver: true }),
  stop: (state) => ({ ...state, playback: 'stopped', previewing: false, takenOver: true }),
  toggleMute: (state) => ({ ...state, muted: !state.muted, takenOver: true }),
  toggleCaptions: (state) => ({ ...state, captions: !state.captions, takenOver: true }),
};

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  return transitions[event.type](state);
}
