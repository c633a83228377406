import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_SCOPES, type CurrentUser } from '../../src/engine';
import { installFakeIntersectionObserver } from '../shared/lazy/video/testing/fake-intersection';
import { renderBlock } from '../testing/render-block';
import { festivalBlade } from './index';
import { arrangeCards } from './lazy/arrange-cards';
import type { FestivalBladeProps, FestivalCard } from './props.gen';

const card = (id: string, extra: Partial<FestivalCard> = {}): FestivalCard => ({ id, content: { title: id }, ...extra });
const attendee: CurrentUser = {
  id: 'u1', role: 'attendee', displayName: 'Avery', firstName: 'Avery', lastName: 'A', email: 'a@example.com',
  scopes: [...ROLE_SCOPES.attendee], expiresAt: Date.now() / 1000 + 3600,
};
const signedIn = { user: attendee, scopes: attendee.scopes };
const video = { url: 'https://media.example.com/keynote.mp4', title: 'Keynote recap' };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('arranging the cards', () => {
  it('drops hidden cards and cards of width 0, orders the rest with unordered cards last as listed', () => {
    const cards = [
      card('late'),
      card('second', { order: 2 }),
      card('hidden', { order: 0, isHidden: true }),
      card('first', { order: 1 }),
      card('zero', { order: 3, width: 0 }),
      card('later'),
    ];
    expect(arrangeCards(cards).map((arranged) => arranged.card.id)).toEqual(['first', 'second', 'late', 'later']);
  });

  it('applies the shared card config under each card’s own settings', () => {
    const [plain, own] = arrangeCards([card('plain'), card('own', { width: 6, style: { shadow: false }, media: { aspectRatio: '1/1' } })], {
      width: 3,
      aspectRatio: '4/3',
      style: { shadow: true, border: true },
      textStyles: { alignment: 'center' },
    });
    expect(plain).toMatchObject({ width: 3, aspectRatio: '4/3', style: { shadow: true, border: true }, textStyles: { alignment: 'center' } });
    expect(own).toMatchObject({ width: 6, aspectRatio: '1/1', style: { shadow: false, border: true } });
    expect(arrangeCards([card('gone')], { width: 0 })).toEqual([]);
  });
});

describe('festival blade', () => {
  const props: FestivalBladeProps = {
    heading: 'Festival highlights',
    sharedCardConfig: { width: 4, style: { border: true } },
    cards: [
      card('party', { order: 2, width: 8, content: { subtitle: 'Thursday', title: 'Celebration night', body: 'Music and food.', footnote: 'Badge required.' }, link: { url: '/celebration' } }),
      card('expo', {
        order: 1,
        media: { aspectRatio: '1/1', image: { src: '/images/expo.jpg', alt: 'Expo hall' } },
        content: { title: 'Expo', buttons: [{ type: 'ctalink', text: 'See exhibitors', url: '/exhibitors' }] },
      }),
      card('secret', { isHidden: true }),
    ],
  };

  it('draws the visible cards in order, as a list under the heading, with their widths and texts', async () => {
    renderBlock(festivalBlade, props);
    const section = await screen.findByRole('region', { name: 'Festival highlights' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Expo', 'Celebration night']);
    expect(cards.map((item) => item.style.getPropertyValue('--festival-card-span'))).toEqual(['4', '8']);
    expect(cards.map((item) => item.style.getPropertyValue('--festival-card-tablet-span'))).toEqual(['6', '12']);
    expect(within(cards[1] as HTMLElement).getByText('Thursday')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Badge required.')).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('links the whole card through its title, and keeps its buttons', async () => {
    renderBlock(festivalBlade, props);
    expect((await screen.findByRole('link', { name: 'Celebration night' })).getAttribute('href')).toBe('/en-us/celebration');
    expect(screen.getByRole('link', { name: 'See exhibitors' }).getAttribute('href')).toBe('/en-us/exhibitors');
  });

  it('gives a link on a card without a title a name of its own', async () => {
    renderBlock(festivalBlade, { cards: [{ id: 'map', link: { url: '/map', ariaLabel: 'Open the venue map' } }] });
    expect((await screen.findByRole('link', { name: 'Open the venue map' })).getAttribute('href')).toBe('/en-us/map');
  });

  it('frames media at the card’s aspect ratio, 16:9 when it has none or an invalid one', async () => {
    const image = { src: '/images/a.jpg', alt: 'A' };
    const { container } = renderBlock(festivalBlade, {
      cards: [card('square', { media: { aspectRatio: '1/1', image } }), card('plain', { media: { image } }), card('broken', { media: { aspectRatio: '3/0', image } })],
    });
    await screen.findAllByRole('img');
    expect([...container.querySelectorAll<HTMLElement>('.festival-card__media')].map((frame) => frame.style.aspectRatio)).toEqual(['1 / 1', '16 / 9', '16 / 9']);
  });

  it('places an image as background, icon, label or framed media', async () => {
    const image = (flags: object) => ({ media: { image: { src: '/images/x.png', alt: 'X', ...flags } } });
    const { container } = renderBlock(festivalBlade, {
      cards: [card('bg', image({ isBackground: true })), card('icon', image({ isIcon: true })), card('label', image({ isLabel: true })), card('media', image({}))],
    });
    await screen.findAllByRole('img');
    expect([...container.querySelectorAll('img')].map((img) => img.className.replace('festival-card__image festival-card__image--', ''))).toEqual([
      'background', 'icon', 'label', 'media',
    ]);
    expect(container.querySelector('.festival-card--background')?.getAttribute('style')).toContain('aspect-ratio: 16 / 9');
  });

  it('asks anonymous visitors, who receive no video address, to sign in for a video that requires it', async () => {
    const { container } = renderBlock(festivalBlade, { cards: [card('keynote', { media: { video: { ...video, url: undefined, requiresAuth: true } } })] });
    expect(await screen.findByText('Sign in to watch this video.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en-us/sign-in');
    expect(container.querySelector('video')).toBeNull();
  });

  it('plays the video for signed-in visitors in the shared player, with captions, poster, its name and the card’s ratio', async () => {
    const observers = installFakeIntersectionObserver();
    renderBlock(
      festivalBlade,
      {
        cards: [
          card('keynote', {
            media: {
              aspectRatio: '4/3',
              video: {
                ...video,
                requiresAuth: true,
                simpleVideoConfig: { captions: 'https://media.example.com/keynote.vtt', poster: '/images/poster.jpg', ariaLabel: 'Keynote recap video' },
              },
            },
          }),
        ],
      },
      { context: signedIn },
    );
    const player = await screen.findByRole('group', { name: 'Keynote recap video' });
    await observers.enterAll();
    const element = player.querySelector('video');
    expect([element?.getAttribute('src'), element?.getAttribute('poster'), player.style.aspectRatio]).toEqual([video.url, '/images/poster.jpg', '4 / 3']);
    expect(player.querySelector('track')?.getAttribute('src')).toBe('https://media.example.com/keynote.vtt');
    expect(within(player).getByRole('button', { name: 'Captions' })).toBeTruthy();
  });

  it('names the player after the video’s title and, with the controls hidden, gives it a single play/pause button', async () => {
    const observers = installFakeIntersectionObserver();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderBlock(festivalBlade, { cards: [card('loop', { media: { video: { ...video, simpleVideoConfig: { hideControls: true } } } })] });
    const player = await screen.findByRole('group', { name: 'Keynote recap' });
    await observers.enterAll();
    expect([...player.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Play']);
    await userEvent.setup().click(within(player).getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledOnce();
  });

  it('leaves out a video whose address is not http(s)', async () => {
    const { container } = renderBlock(festivalBlade, { cards: [card('bad', { media: { video: { url: 'javascript:alert(1)' } } })] }, { context: signedIn });
    await screen.findByRole('listitem');
    expect(container.querySelector('video')).toBeNull();
  });
});
