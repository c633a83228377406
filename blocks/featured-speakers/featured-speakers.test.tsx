import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_SCOPES } from '../../src/engine';
import { ada, adaProfile } from '../testing/catalogue-samples';
import { installItemApi, renderDetail } from '../testing/detail-harness';
import { featuredSpeakers } from './index';
import type { FeaturedSpeakersProps } from './props.gen';

const show = (props: FeaturedSpeakersProps, context = {}) => {
  const api = installItemApi({ [`/speaker/${ada.speakerId}`]: adaProfile });
  return { ...api, ...renderDetail(featuredSpeakers, { heading: 'Featured speakers', ...props }, context) };
};
const names = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('featured speakers', () => {
  it('puts the cards with an order first, lowest first, then the others in the list order', async () => {
    show({ speakers: [{ speakerName: 'Unordered one' }, { speakerName: 'Second', speakerOrder: 5 }, { speakerName: 'Unordered two' }, { speakerName: 'First', speakerOrder: 0 }] });
    await screen.findByRole('heading', { name: 'First' });
    expect(names()).toEqual(['First', 'Second', 'Unordered one', 'Unordered two']);
  });

  it("fills a card from the speaker's catalogue profile, the editor's fields winning", async () => {
    const { requests } = show({ speakers: [{ speakerId: ada.speakerId, speakerDesignation: 'Keynote speaker', description: 'Opens the conference.' }] });
    const item = (await screen.findByRole('heading', { name: 'Ada Lovelace' })).closest('li') as HTMLElement;
    const card = within(item);
    expect(requests).toEqual(['/speaker/sp-ada']);
    expect(card.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/en-us/speakers/sp-ada');
    expect(card.getByText('Keynote speaker')).toBeTruthy();
    expect(card.queryByText('Principal Engineer')).toBeNull();
    expect(card.getByText('Contoso Cloud')).toBeTruthy();
    expect(card.getByText('Opens the conference.')).toBeTruthy();
    expect(item.querySelector('img')?.getAttribute('src')).toBe(ada.photo);
    const social = within(card.getByRole('list', { name: 'Ada Lovelace on social media' }));
    expect(social.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://x.com/ada_l',
      'https://www.linkedin.com/in/ada-lovelace',
      'https://github.com/adal',
      'https://ada.example.com',
    ]);
  });

  it("shows the editor's social handles instead, dropping unsafe addresses", async () => {
    show({
      speakers: [
        {
          speakerId: ada.speakerId,
          speakerLink: 'https://example.com/ada',
          target: '_blank',
          socialHandles: [
            { socialMediaName: 'Mastodon', link: 'https://mastodon.example/@ada', ariaLabel: 'Ada on Mastodon', glyph: 'at-sign', analyticsTag: 'speaker-social' },
            { socialMediaName: 'Evil', link: 'javascript:alert(1)' },
          ],
        },
      ],
    });
    const card = within((await screen.findByRole('heading', { name: /Ada Lovelace/ })).closest('li') as HTMLElement);
    const name = card.getByRole('link', { name: 'Ada Lovelace (opens in a new window)' });
    expect([name.getAttribute('href'), name.getAttribute('target'), name.getAttribute('rel')]).toEqual(['https://example.com/ada', '_blank', 'noopener noreferrer']);
    const social = within(card.getByRole('list', { name: 'Ada Lovelace on social media' })).getAllByRole('link');
    expect(social.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href'), link.dataset.glyph, link.dataset.analyticsTag])).toEqual([
      ['Ada on Mastodon', 'https://mastodon.example/@ada', 'at-sign', 'speaker-social'],
    ]);
  });

  it('gives each card its width, or the block default, wrapping the cards into rows unless scrolling is on', async () => {
    const { container } = show({ cardType: 'one-third-width', speakers: [{ speakerName: 'Wide', cardType: 'full-width' }, { speakerName: 'Half', cardType: 'half-width' }, { speakerName: 'Default' }] });
    await screen.findByRole('heading', { name: 'Wide' });
    const region = screen.getByRole('region', { name: 'Featured speakers' });
    const slides = within(region).getAllByRole('listitem');
    expect(slides.map((slide) => slide.style.getPropertyValue('--scroller-slide-width'))).toEqual([
      'var(--featured-speakers-wrap-full-width)',
      'var(--featured-speakers-wrap-half-width)',
      'var(--featured-speakers-wrap-one-third-width)',
    ]);
    expect(slides.map((slide) => slide.firstElementChild?.className)).toEqual([
      'featured-speaker featured-speaker--full-width',
      'featured-speaker featured-speaker--half-width',
      'featured-speaker featured-speaker--one-third-width',
    ]);
    expect(container.querySelector('.scroller')?.className).toBe('scroller scroller--wrapping');
    expect(region.hasAttribute('tabindex')).toBe(false);
  });

  it("scrolls the cards sideways in the shared scroller, with the spec's scrollbar colours unless the editor picks others", async () => {
    const { container } = show({ speakers: [{ speakerName: 'One', cardType: 'half-width' }], scrollerSettings: { enabled: true, fadeEnabled: true, fadeColor: '#101010', scrollbarTrackColor: '#eeeeee' } });
    const region = await screen.findByRole('region', { name: 'Featured speakers' });
    expect(region.tabIndex).toBe(0);
    const scroller = container.querySelector<HTMLElement>('.scroller');
    expect(scroller?.classList.contains('scroller--scrolling')).toBe(true);
    expect(['--scroller-thumb', '--scroller-track', '--scroller-fade'].map((name) => scroller?.style.getPropertyValue(name))).toEqual(['#202020', '#eeeeee', '#101010']);
    expect(within(region).getByRole('listitem').style.getPropertyValue('--scroller-slide-width')).toBe('var(--featured-speakers-row-half-width)');
  });

  it('names an untitled row of cards "Speakers"', async () => {
    show({ heading: undefined, speakers: [{ speakerName: 'One' }] });
    expect(await screen.findByRole('region', { name: 'Speakers' })).toBeTruthy();
  });

  it('tells only editors about an entry the catalogue does not know', async () => {
    const { unmount } = show({ speakers: [{ speakerId: 'sp-nobody' }, { speakerName: 'Known' }] }, { isEditor: true, scopes: ROLE_SCOPES.contenteditor });
    expect(await screen.findByText('The speaker sp-nobody could not be loaded.')).toBeTruthy();
    unmount();
    show({ speakers: [{ speakerId: 'sp-nobody' }, { speakerName: 'Known' }] });
    await screen.findByRole('heading', { name: 'Known' });
    // The unknown speaker's slide stays empty, and the scroller's CSS hides empty slides.
    await vi.waitFor(() => expect(screen.getAllByRole('listitem').map((slide) => slide.querySelector('h3')?.textContent ?? slide.innerHTML)).toEqual(['', 'Known']));
    expect(screen.queryByText(/sp-nobody/)).toBeNull();
  });
});
