import { useTranslation } from 'react-i18next';
import { formatClock } from './clock';
import { PlayerIcon, type PlayerIconName } from './PlayerIcon';
import type { PlayerState } from './player-state';
import type { PlayerProgress, useVideoPlayer } from './use-video-player';

const key = (name: string) => `translate.base.blocks.video-player.${name}`;

function ControlButton({ icon, label, pressed, disabled, onClick }: {
  icon: PlayerIconName;
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="video-player__button" aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      <PlayerIcon name={icon} />
      <span className="block-visually-hidden">{label}</span>
    </button>
  );
}

function SeekBar({ progress, onSeek }: { progress: PlayerProgress; onSeek: (seconds: number) => void }) {
  const { t } = useTranslation();
  const current = formatClock(progress.current);
  // A live stream (or a video whose length is not known yet) has nothing to seek along.
  if (!Number.isFinite(progress.duration) || progress.duration <= 0) return null;
  const total = formatClock(progress.duration);
  return (
    <>
      <input
        type="range"
        className="video-player__seek"
        min={0}
        max={progress.duration}
        step={0.1}
        value={Math.min(progress.current, progress.duration)}
        aria-label={t(key('seek'))}
        aria-valuetext={t(key('position'), { current, total })}
        onChange={(event) => onSeek(Number(event.target.value))}
      />
      <span className="video-player__time" aria-hidden="true">
        {current} / {total}
      </span>
    </>
  );
}

type Controls = ReturnType<typeof useVideoPlayer>['controls'];

/** The control bar of an inline player: play/pause, stop, position, captions (when there are any) and mute. */
export function VideoControls({ state, progress, controls, hasCaptions }: {
  state: PlayerState;
  progress: PlayerProgress;
  controls: Controls;
  hasCaptions: boolean;
}) {
  const { t } = useTranslation();
  const playing = state.playback === 'playing';
  return (
    <div className="video-player__controls">
      <ControlButton icon={playing ? 'pause' : 'play'} label={t(key(playing ? 'pause' : 'play'))} onClick={controls.togglePlay} />
      <ControlButton
        icon="stop"
        label={t(key('stop'))}
        disabled={state.playback === 'unfocused' || state.playback === 'stopped'}
        onClick={controls.stop}
      />
      <SeekBar progress={progress} onSeek={controls.seek} />
      {hasCaptions && <ControlButton icon="captions" label={t(key('captions'))} pressed={state.captions} onClick={controls.toggleCaptions} />}
      <ControlButton icon={state.muted ? 'muted' : 'sound'} label={t(key('mute'))} pressed={state.muted} onClick={controls.toggleMute} />
    </div>
  );
}
