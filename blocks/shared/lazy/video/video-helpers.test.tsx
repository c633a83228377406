import { describe, expect, it } from 'vitest';
import { linearGradient } from '../animated-background-gradient';
import { cssAspectRatio } from './aspect-ratio';
import { formatClock } from './clock';
import { initialPlayerState, playerReducer, type PlayerEvent, type PlaybackState } from './player-state';

describe('video helpers', () => {
  it.each([
    [undefined, '16 / 9'],
    ['4/3', '4 / 3'],
    [' 2.39 / 1 ', '2.39 / 1'],
    ['0/9', '16 / 9'],
    ['16:9', '16 / 9'],
    ['wide', '16 / 9'],
  ])('frame ratio %s → %s', (setting, css) => expect(cssAspectRatio(setting)).toBe(css));

  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [750, '12:30'],
    [3723, '1:02:03'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('clock of %s s → %s', (seconds, clock) => expect(formatClock(seconds)).toBe(clock));

  const run = (events: PlayerEvent['type'][]) =>
    events.reduce((state, type) => playerReducer(state, { type } as PlayerEvent), initialPlayerState(true));
  it.each<[PlayerEvent['type'][], PlaybackState]>([
    [[], 'unfocused'],
    [['preview', 'played'], 'playing'],
    [['preview', 'played', 'paused'], 'paused'],
    [['played', 'stop', 'paused'], 'stopped'],
    [['played', 'ended'], 'stopped'],
    [['played', 'stop', 'played'], 'playing'],
  ])('after %j the player is %s', (events, playback) => expect(run(events).playback).toBe(playback));

  it('starts muted with captions shown, and any control ends the hover preview for good', () => {
    expect(initialPlayerState(true)).toMatchObject({ muted: true, captions: true, takenOver: false });
    expect(initialPlayerState(false).captions).toBe(false);
    expect(run(['preview', 'played', 'toggleMute'])).toMatchObject({ muted: false, takenOver: true });
    expect(run(['preview', 'played', 'control'])).toMatchObject({ previewing: false, takenOver: true });
  });

  it.each([
    [{ angle: 45, colors: ['#000', 'rgb(1, 2, 3)'] }, 'linear-gradient(45deg, #000, rgb(1, 2, 3))'],
    [{ colors: ['red'] }, 'linear-gradient(135deg, red, red)'],
    [{ colors: ['url(https://x.example/a)', 'red;color:blue'] }, undefined],
    [undefined, undefined],
  ])('gradient of %j → %s', (setting, css) => expect(linearGradient(setting)).toBe(css));
});
