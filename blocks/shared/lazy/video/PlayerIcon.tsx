/** The player's own icons (a few paths, so a video does not fetch the whole glyph sprite). */
const PATHS = {
  play: 'M8 5v14l11-7z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  stop: 'M6 6h12v12H6z',
  sound: 'M4 9v6h4l5 4V5L8 9zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z',
  muted: 'M4 9v6h4l5 4V5L8 9zm11.6-.4L14.2 10l2 2-2 2 1.4 1.4 2-2 2 2 1.4-1.4-2-2 2-2-1.4-1.4-2 2z',
  captions: 'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm2 5v4h4v-1.5H7.5v-1H10V10zm8 0v4h4v-1.5h-2.5v-1H18V10z',
} as const;

export type PlayerIconName = keyof typeof PATHS;

export function PlayerIcon({ name }: { name: PlayerIconName }) {
  return (
    <svg className="video-player__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
