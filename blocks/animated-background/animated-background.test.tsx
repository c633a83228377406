import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../shared/lazy/video/testing/fake-intersection';
import { stubReducedMotion } from '../shared/lazy/video/testing/reduced-motion';
import { renderBlock } from '../testing/render-block';
import { animatedBackground } from './index';
import type { AnimatedBackgroundProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

async function show(props: AnimatedBackgroundProps = blockDefaults(animatedBackground), context = {}) {
  const observers = installFakeIntersectionObserver();
  const view = renderBlock(animatedBackground, props, { context, children: <h2>Welcome</h2> });
  await screen.findByRole('heading', { name: 'Welcome' });
  // Only a usable video is watched for nearness; without one there is nothing to bring near.
  if (view.container.querySelector('video')) await observers.enterAll();
  const root = view.container.querySelector('.animated-background') as HTMLElement;
  return { ...view, root, gradient: root.querySelector('.animated-background__gradient') };
}

beforeAll(() => import('./lazy/AnimatedBackground'));
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play');
  stubReducedMotion(false);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('animated background', () => {
  it('shows the nested blocks over a flowing gradient of the colours, angle and duration', async () => {
    const { root, gradient } = await show();
    expect(root.style.getPropertyValue('--animated-background-gradient')).toBe('linear-gradient(135deg, #1b2a6b, #5a1f7a, #0b4f8a)');
    expect(root.style.color).toBe('#ffffff');
    expect(root.style.minHeight).toBe('320px');
    expect((gradient as HTMLElement).style.animationDuration).toBe('16s');
    expect(gradient?.getAttribute('data-moving')).toBe('true');
  });

  it('stops and starts the animation from its button', async () => {
    const { gradient } = await show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pause animation' }));
    expect(gradient?.getAttribute('data-moving')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Play animation' }));
    expect(gradient?.getAttribute('data-moving')).toBe('true');
  });

  it('stands still for visitors who ask for reduced motion, until they play it', async () => {
    stubReducedMotion(true);
    const { gradient } = await show();
    expect(gradient?.getAttribute('data-moving')).toBe('false');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play animation' }));
    expect(gradient?.getAttribute('data-moving')).toBe('true');
  });

  it('keeps colours that could reach outside a style out of the gradient', async () => {
    const { root } = await show({ colors: ['red', 'url(https://tracker.example/p.png)', 'blue'], angle: 90, textColor: 'x;y:z' });
    expect(root.style.getPropertyValue('--animated-background-gradient')).toBe('linear-gradient(90deg, red, blue)');
    expect(root.style.color).toBe('');
  });

  it('plays a muted background video for the video animation', async () => {
    const { container } = await show({ animation: 'video', videoUrl: 'https://cdn.example/loop.webm' });
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('https://cdn.example/loop.webm');
    expect(video?.muted).toBe(true);
    expect(video?.play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeTruthy();
  });

  it('keeps the gradient when the video URL is not http(s), and tells editors', async () => {
    const { container, gradient } = await show({ ...blockDefaults(animatedBackground), animation: 'video', videoUrl: 'data:video/webm,xx' }, { isEditor: true });
    expect(container.querySelector('video')).toBeNull();
    expect(gradient).not.toBeNull();
    expect(screen.getByRole('note').textContent).toBe('Add a video URL starting with http:// or https://.');
  });
});
