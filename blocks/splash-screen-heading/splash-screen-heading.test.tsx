import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../testing/render-block';
import { splashScreenHeading } from './index';
import type { SplashScreenHeadingProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const splash: SplashScreenHeadingProps = { ...blockDefaults(splashScreenHeading), heading: 'Confsite Summit 2027', subheading: 'Build what is next' };

async function show(props: SplashScreenHeadingProps = splash) {
  const view = renderBlock(splashScreenHeading, props);
  const heading = await screen.findByRole('heading', { name: props.heading });
  return { ...view, heading, root: view.container.querySelector('.splash-heading') as HTMLElement };
}

beforeAll(() => import('./lazy/SplashScreenHeading'));

// The server's /glyphs/{name}.svg, from the icon package's own files. Every request of this file's tests is kept.
const fetched: string[] = [];
beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    const name = /^\/glyphs\/([a-z0-9-]+)\.svg$/.exec(url)?.[1];
    const file = name ? join(import.meta.dirname, '../../node_modules/lucide-static/icons', `${name}.svg`) : '';
    return existsSync(file) ? new Response(readFileSync(file, 'utf8')) : new Response('', { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('splash screen heading', () => {
  it('draws the heading in gradient lettering over the backdrop gradient, with the subheading', async () => {
    const { heading, root } = await show();
    expect(heading.tagName).toBe('H1');
    expect(heading.style.backgroundImage).toBe('linear-gradient(90deg, #7fd1ff, #ffb3e0)');
    expect(heading.style.color).toBe('#7fd1ff');
    expect(heading.classList.contains('splash-heading__title--gradient')).toBe(true);
    expect(root.style.backgroundImage).toBe('linear-gradient(135deg, #0e1230, #2a1450)');
    expect(root.style.minHeight).toBe('320px');
    expect(screen.getByText('Build what is next').tagName).toBe('P');
  });

  it('draws the glyph named in glyphText from that glyph’s file alone, stroked with the lettering gradient', async () => {
    const { root } = await show();
    const glyph = root.querySelector('svg.splash-heading__glyph') as SVGElement;
    expect(glyph.getAttribute('aria-hidden')).toBe('true');
    // The shapes of lucide's sparkles: one path for the star, two for the small cross, a circle.
    await waitFor(() => expect([...glyph.querySelectorAll('path, circle')].map((shape) => shape.tagName)).toEqual(['path', 'path', 'path', 'circle']));
    expect(glyph.querySelector('circle')?.getAttribute('r')).toBe('2');
    // Fetched once for both headings drawn so far, and nothing else.
    expect(fetched).toEqual(['/glyphs/sparkles.svg']);
    const paint = glyph.querySelector('linearGradient') as SVGElement;
    expect(glyph.getAttribute('stroke')).toBe(`url(#${paint.id})`);
    expect([...paint.querySelectorAll('stop')].map((stop) => [stop.getAttribute('offset'), stop.getAttribute('stop-color')])).toEqual([
      ['0', '#7fd1ff'],
      ['1', '#ffb3e0'],
    ]);
  });

  it('has no glyph without glyphText, and follows the level and alignment settings', async () => {
    const { root, heading } = await show({ ...splash, glyphText: undefined, headingLevel: 2, alignment: 'left' });
    expect(root.querySelector('svg')).toBeNull();
    expect(heading.tagName).toBe('H2');
    expect(root.classList.contains('splash-heading--left')).toBe(true);
  });

  it('falls back to plain lettering without gradients, and drops colours that could leave the style', async () => {
    const { heading, root } = await show({ heading: 'Plain', gradients: { text: { colors: ['url(https://tracker.example/x)'] } } });
    expect(heading.style.backgroundImage).toBe('');
    expect(heading.classList.contains('splash-heading__title--gradient')).toBe(false);
    expect(root.style.backgroundImage).toBe('');
    expect(root.classList.contains('splash-heading--backdrop')).toBe(false);
  });
});
