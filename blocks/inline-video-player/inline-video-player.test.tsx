import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_SCOPES, type CurrentUser } from '../../src/engine';
import { installFakeIntersectionObserver } from '../shared/lazy/video/testing/fake-intersection';
import { renderBlock } from '../testing/render-block';
import { inlineVideoPlayer } from './index';
import type { InlineVideoPlayerProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const teaser: InlineVideoPlayerProps = {
  ...blockDefaults(inlineVideoPlayer),
  videoUrl: 'https://cdn.example/teaser.webm',
  ariaLabel: 'Summit teaser',
  poster: '/images/teaser.jpg',
  captions: 'https://cdn.example/teaser.en.vtt',
};
const attendee: CurrentUser = {
  id: 'u1', role: 'attendee', displayName: 'Avery', firstName: 'Avery', lastName: 'A', email: 'a@example.com',
  scopes: [...ROLE_SCOPES.attendee], expiresAt: Date.now() / 1000 + 3600,
};

/** Renders the block, waits for its lazy code and brings it near the screen. */
async function showPlayer(props: InlineVideoPlayerProps = teaser) {
  const observers = installFakeIntersectionObserver();
  const view = renderBlock(inlineVideoPlayer, props);
  const player = await screen.findByRole('group', { name: props.ariaLabel });
  const video = player.querySelector('video') as HTMLVideoElement;
  await observers.enterAll();
  return { ...view, player, video };
}

const stateOf = (player: HTMLElement) => player.getAttribute('data-state');
// fireEvent, not userEvent: userEvent's waits hang under Vitest's fake timers.
const hover = (element: HTMLElement) => fireEvent.pointerEnter(element, { pointerType: 'mouse' });
const unhover = (element: HTMLElement) => fireEvent.pointerLeave(element, { pointerType: 'mouse' });

// The block's code is its own chunk: load it once up front so the first test does not wait for its transform.
beforeAll(() => import('./lazy/InlineVideoPlayer'));
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play');
  vi.spyOn(HTMLMediaElement.prototype, 'pause');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('inline video player', () => {
  it('attaches the video only when it comes within 100 px of the screen', async () => {
    const observers = installFakeIntersectionObserver();
    renderBlock(inlineVideoPlayer, teaser);
    const player = await screen.findByRole('group', { name: 'Summit teaser' });
    const video = player.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBeNull();
    // The block's effects may start observing a moment after its text shows.
    await vi.waitFor(() => expect(observers.observers.map((observer) => observer.options.rootMargin)).toContain('100px'));
    await observers.enterAll();
    expect(video.getAttribute('src')).toBe('https://cdn.example/teaser.webm');
  });

  it('starts unfocused, muted, with the poster and a 16:9 frame', async () => {
    const { player, video } = await showPlayer();
    expect(stateOf(player)).toBe('unfocused');
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Mute' }).getAttribute('aria-pressed')).toBe('true');
    expect(player.querySelector('img.video-player__poster')?.getAttribute('src')).toBe('/images/teaser.jpg');
    expect(player.style.aspectRatio).toBe('16 / 9');
  });

  it('starts muted playback after the pointer rests on it for 200 ms, and pauses when it leaves', async () => {
    const { player, video } = await showPlayer();
    vi.useFakeTimers();
    hover(video);
    act(() => vi.advanceTimersByTime(199));
    expect(video.play).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(stateOf(player)).toBe('playing');
    expect(video.muted).toBe(true);
    unhover(video);
    expect(video.pause).toHaveBeenCalled();
    expect(stateOf(player)).toBe('paused');
  });

  it('does not start when the pointer leaves within 200 ms', async () => {
    const { player, video } = await showPlayer();
    vi.useFakeTimers();
    hover(video);
    act(() => vi.advanceTimersByTime(150));
    unhover(video);
    act(() => vi.advanceTimersByTime(500));
    expect(video.play).not.toHaveBeenCalled();
    expect(stateOf(player)).toBe('unfocused');
  });

  it('plays, pauses and stops from the control bar; stopping rewinds; the pointer no longer interferes', async () => {
    const { player, video } = await showPlayer();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(stateOf(player)).toBe('playing');
    video.currentTime = 3;
    await user.unhover(video);
    expect(stateOf(player)).toBe('playing');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(stateOf(player)).toBe('paused');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(stateOf(player)).toBe('stopped');
    expect(video.currentTime).toBe(0);
    expect(player.querySelector('img.video-player__poster')).not.toBeNull();
    expect((screen.getByRole('button', { name: 'Stop' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent(video, new Event('play'));
    fireEvent(video, new Event('ended'));
    expect(stateOf(player)).toBe('stopped');
  });

  it('moves the position every 100 ms while playing, and seeks', async () => {
    const { video } = await showPlayer();
    Object.defineProperty(video, 'duration', { configurable: true, value: 90 });
    fireEvent(video, new Event('durationchange'));
    const seek = screen.getByRole('slider', { name: 'Seek' }) as HTMLInputElement;
    expect(seek.getAttribute('aria-valuetext')).toBe('0:00 of 1:30');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    video.currentTime = 12.5;
    act(() => vi.advanceTimersByTime(99));
    expect(seek.value).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(seek.value).toBe('12.5');
    expect(seek.getAttribute('aria-valuetext')).toBe('0:12 of 1:30');
    fireEvent.change(seek, { target: { value: '60' } });
    expect(video.currentTime).toBe(60);
  });

  it('toggles captions and sound', async () => {
    const { player, video } = await showPlayer();
    const track = { mode: 'showing' as TextTrackMode };
    Object.defineProperty(player.querySelector('track'), 'track', { configurable: true, value: track });
    const captions = screen.getByRole('button', { name: 'Captions' });
    expect(captions.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(captions);
    expect(captions.getAttribute('aria-pressed')).toBe('false');
    expect(track.mode).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('offers no captions button without captions, and a single play button when the controls are hidden', async () => {
    await showPlayer({ ...teaser, captions: undefined });
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
    const { unmount } = await showPlayer({ ...teaser, ariaLabel: 'Bare', hideControls: true });
    const group = screen.getByRole('group', { name: 'Bare' });
    expect([...group.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Play']);
    unmount();
  });

  it('uses the frame ratio of the settings', async () => {
    const { player } = await showPlayer({ ...teaser, aspectRatio: '4/3' });
    expect(player.style.aspectRatio).toBe('4 / 3');
  });

  it('plays only http(s) videos; editors are told why nothing shows', async () => {
    const { container, unmount } = renderBlock(inlineVideoPlayer, { ...teaser, videoUrl: 'javascript:alert(1)', heading: 'Teaser' });
    await screen.findByRole('heading', { name: 'Teaser' });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    renderBlock(inlineVideoPlayer, { ...teaser, videoUrl: 'ftp://cdn.example/a.webm' }, { context: { isEditor: true } });
    expect((await screen.findByRole('note')).textContent).toBe('Add a video URL starting with http:// or https://.');
  });

  it('asks anonymous visitors, who receive no video address, to sign in when the video requires it, and plays for signed-in ones', async () => {
    const { container, unmount } = renderBlock(inlineVideoPlayer, { ...teaser, videoUrl: undefined, captions: undefined, requiresAuth: true });
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/en-us/sign-in');
    expect(screen.getByText('Sign in to watch this video.')).toBeTruthy();
    expect(container.querySelector('video')).toBeNull();
    unmount();
    renderBlock(inlineVideoPlayer, { ...teaser, requiresAuth: true }, { context: { user: attendee, scopes: attendee.scopes } });
    expect(await screen.findByRole('group', { name: 'Summit teaser' })).toBeTruthy();
  });
});
