import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../shared/lazy/video/testing/fake-intersection';
import { stubReducedMotion } from '../shared/lazy/video/testing/reduced-motion';
import { renderBlock } from '../testing/render-block';
import { videoHero } from './index';
import type { VideoHeroProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const hero: VideoHeroProps = {
  ...blockDefaults(videoHero),
  heading: 'Build what is next',
  videoUrl: 'https://cdn.example/loop.webm',
  poster: '/images/loop.jpg',
};

async function showHero(props: VideoHeroProps = hero, context = {}) {
  const observers = installFakeIntersectionObserver();
  const view = renderBlock(videoHero, props, { context });
  await screen.findByRole('heading', { level: 1, name: props.heading });
  // Only a usable video is watched for nearness; without one there is nothing to bring near.
  if (view.container.querySelector('video')) await observers.enterAll();
  return { ...view, video: view.container.querySelector('video') };
}

beforeAll(() => import('./lazy/VideoHero'));
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play');
  vi.spyOn(HTMLMediaElement.prototype, 'pause');
  stubReducedMotion(false);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('video hero', () => {
  it('plays the video as a muted, decorative loop under the heading once it is near the screen', async () => {
    const { video } = await showHero();
    expect(video?.getAttribute('src')).toBe('https://cdn.example/loop.webm');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.getAttribute('aria-hidden')).toBe('true');
    expect(video?.play).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Build what is next' })).toBeTruthy();
  });

  it('pauses and resumes from its button', async () => {
    const { video } = await showHero();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(video?.pause).toHaveBeenCalled();
    const plays = vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(video?.play).toHaveBeenCalledTimes(plays + 1);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeTruthy();
  });

  it('does not start for visitors who ask for reduced motion, and shows the poster', async () => {
    stubReducedMotion(true);
    const { video, container } = await showHero();
    expect(video?.play).not.toHaveBeenCalled();
    expect(container.querySelector('img.video-player__poster')?.getAttribute('src')).toBe('/images/loop.jpg');
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeTruthy();
  });

  it('applies the overlay, height and position settings', async () => {
    const { container } = await showHero({ ...hero, overlayOpacity: 0.7, minHeight: 300, contentPosition: 'bottom' });
    const section = container.querySelector('section') as HTMLElement;
    expect(section.style.getPropertyValue('--video-hero-scrim')).toBe('0.7');
    expect(section.style.minHeight).toBe('300px');
    expect(section.classList.contains('video-hero--bottom')).toBe(true);
  });

  it('plays only http(s) videos: the poster stands in, and editors are told why', async () => {
    const { container } = await showHero({ ...hero, videoUrl: 'javascript:alert(1)' }, { isEditor: true });
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img.video-hero__poster')?.getAttribute('src')).toBe('/images/loop.jpg');
    expect(screen.getByRole('note').textContent).toBe('Add a video URL starting with http:// or https://.');
  });
});
