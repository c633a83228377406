import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderBlock } from '../testing/render-block';
import { splashScreenHeading } from './index';
import type { SplashScreenHeadingProps } from './props.gen';
import { blockDefaults } from '../../src/editor/block-meta';

const splash: SplashScreenHeadingProps = { ...blockDefaults(splashScreenHeading), heading: 'Confsite Summit 2027', subheading: 'Build what is next' };

async function show(props: SplashScreenHeadingProps = splash) {
  const view = renderBlock(splashScreenHeading, props);
  const heading = await screen.findByRole('heading', { name: props.heading });
  return { ...view, heading, root: view.container.querySelector('.splash-heading') as HTMLElement };
}

beforeAll(() => import('./lazy/SplashScreenHeading'));

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

  it('shows the glyph named in glyphText from the icon sprite, stroked with the lettering gradient', async () => {
    const { root } = await show();
    const glyph = root.querySelector('svg.splash-heading__glyph') as SVGElement;
    expect(glyph.getAttribute('aria-hidden')).toBe('true');
    expect(glyph.querySelector('use')?.getAttribute('href')).toMatch(/sprite.*\.svg#sparkles$/);
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
