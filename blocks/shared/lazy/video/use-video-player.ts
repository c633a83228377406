import { useCallback, useEffect, useReducer, useRef, useState, type PointerEvent } from 'react';
import { HOVER_DELAY_MS, PROGRESS_TICK_MS } from './player-timing';
import { initialPlayerState, playerReducer } from './player-state';

export interface PlayerProgress {
  /** Seconds played. */
  current: number;
  /** Seconds in all; NaN until known, Infinity for a live stream. */
  duration: number;
}

export interface VideoPlayerOptions {
  hasCaptions: boolean;
  /** A pointer resting on the player for 200 ms starts muted playback, leaving pauses it (spec 3 §4). */
  hoverPreview: boolean;
}

/**
 * Drives one `<video>`: its state (spec 3 §4), the visitor's controls, the hover preview and a progress reading
 * every 100 ms while it plays. Spread `media` on the video and `hover` on the element the pointer rests on.
 */
export function useVideoPlayer({ hasCaptions, hoverPreview }: VideoPlayerOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [state, dispatch] = useReducer(playerReducer, hasCaptions, initialPlayerState);
  const [progress, setProgress] = useState<PlayerProgress>({ current: 0, duration: Number.NaN });

  const readProgress = useCallback(() => {
    const video = videoRef.current;
    if (video) setProgress({ current: video.currentTime, duration: video.duration });
  }, []);
  const play = useCallback(() => {
    // A refused play() (autoplay policy, no source yet) leaves the player as it was: the state follows the element's events.
    void videoRef.current?.play()?.catch(() => undefined);
  }, []);

  useEffect(() => {
    if (state.playback !== 'playing') return;
    const timer = setInterval(readProgress, PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [state.playback, readProgress]);
  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = state.muted;
  }, [state.muted]);
  useEffect(() => {
    const track = trackRef.current?.track;
    if (track) track.mode = state.captions ? 'showing' : 'hidden';
  }, [state.captions]);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const playing = state.playback === 'playing';
  const controls = {
    togglePlay() {
      dispatch({ type: 'control' });
      if (playing) videoRef.current?.pause();
      else play();
    },
    stop() {
      const video = videoRef.current;
      dispatch({ type: 'stop' });
      if (!video) return;
      video.pause();
      video.currentTime = 0;
      readProgress();
    },
    seek(seconds: number) {
      dispatch({ type: 'control' });
      if (videoRef.current) videoRef.current.currentTime = seconds;
      readProgress();
    },
    toggleMute: () => dispatch({ type: 'toggleMute' }),
    toggleCaptions: () => dispatch({ type: 'toggleCaptions' }),
    play,
  };

  const hover = {
    onPointerEnter(event: PointerEvent) {
      // A tap is not a hover: on touch screens the controls start playback.
      if (!hoverPreview || state.takenOver || playing || event.pointerType === 'touch') return;
      clearTimeout(hoverTimer.current);
      hoverTimer.current = setTimeout(() => {
        dispatch({ type: 'preview' });
        play();
      }, HOVER_DELAY_MS);
    },
    onPointerLeave() {
      clearTimeout(hoverTimer.current);
      if (state.previewing) videoRef.current?.pause();
    },
  };

  const media = {
    onPlay: () => dispatch({ type: 'played' }),
    onPause: () => dispatch({ type: 'paused' }),
    onEnded: () => {
      dispatch({ type: 'ended' });
      readProgress();
    },
    onLoadedMetadata: readProgress,
    onDurationChange: readProgress,
    onSeeked: readProgress,
  };

  return { videoRef, trackRef, state, progress, controls, hover, media };
}
