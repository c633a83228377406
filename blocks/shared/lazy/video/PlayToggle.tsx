import { PlayerIcon } from './PlayerIcon';
import '../../buttons.css';
import './video.css';

/**
 * One play/pause button in the corner of a positioned box: the only control of a background video or of a player
 * with its controls hidden, and the pause button of other moving backgrounds (WCAG 2.2.2).
 */
export function PlayToggle({ playing, label, onToggle }: { playing: boolean; label: string; onToggle: () => void }) {
  return (
    <button type="button" className="video-player__button video-player__toggle" onClick={onToggle}>
      <PlayerIcon name={playing ? 'pause' : 'play'} />
      <span className="block-visually-hidden">{label}</span>
    </button>
  );
}
