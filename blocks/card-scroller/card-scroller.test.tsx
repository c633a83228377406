import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../testing/render-block';
import { cardScroller } from './index';
import type { CardScrollerProps } from './props.gen';

const props: CardScrollerProps = {
  heading: 'Explore the summit',
  headingLevel: 2,
  cards: [
    { eyebrow: 'Learn', title: 'Hands-on labs', body: 'Build with experts.', image: { src: '/images/labs.jpg', alt: 'People at laptops' }, link: { url: '/sessions' } },
    { title: 'Expo hall', link: { url: 'https://expo.example.com', target: '_blank', ariaLabel: 'Expo hall floor plan' } },
    { title: 'After party', link: { url: 'javascript:alert(1)' } },
  ],
};

describe('card scroller', () => {
  it('lists its cards in a scrolling region named by the heading, card titles one level below it', async () => {
    renderBlock(cardScroller, props);
    const region = await screen.findByRole('region', { name: 'Explore the summit' });
    const cards = within(region).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Hands-on labs', 'Expo hall', 'After party']);
    expect(within(cards[0] as HTMLElement).getByRole('img', { name: 'People at laptops' }).getAttribute('src')).toBe('/images/labs.jpg');
    expect(within(cards[0] as HTMLElement).getByText('Learn')).toBeTruthy();
  });

  it('makes each card one link to a safe address, opening other windows safely', async () => {
    renderBlock(cardScroller, props);
    expect((await screen.findByRole('link', { name: 'Hands-on labs' })).getAttribute('href')).toBe('/en-us/sessions');
    const expo = screen.getByRole('link', { name: 'Expo hall floor plan' });
    expect([expo.getAttribute('target'), expo.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(screen.queryByRole('link', { name: 'After party' })).toBeNull();
    expect(screen.getByText('After party')).toBeTruthy();
  });

  it('uses the spec scrollbar colours unless the editor picks others', async () => {
    const { container, unmount } = renderBlock(cardScroller, props);
    await screen.findByRole('region', { name: 'Explore the summit' });
    const scroller = container.querySelector<HTMLElement>('.scroller');
    expect([scroller?.style.getPropertyValue('--scroller-thumb'), scroller?.style.getPropertyValue('--scroller-track')]).toEqual(['#202020', '#a0a0a0']);
    unmount();
    const custom = renderBlock(cardScroller, { ...props, scrollerSettings: { scrollbarColor: '#003366', scrollbarTrackColor: '#dddddd', fadeColor: '#000000' } });
    await screen.findByRole('region', { name: 'Explore the summit' });
    const styled = custom.container.querySelector<HTMLElement>('.scroller');
    expect([styled?.style.getPropertyValue('--scroller-thumb'), styled?.style.getPropertyValue('--scroller-track'), styled?.style.getPropertyValue('--scroller-fade')]).toEqual(['#003366', '#dddddd', '#000000']);
  });

  it('names an untitled row after what it holds', async () => {
    renderBlock(cardScroller, { cards: props.cards.slice(0, 1) });
    expect(await screen.findByRole('region', { name: 'Cards' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Hands-on labs' })).toBeTruthy();
  });
});
