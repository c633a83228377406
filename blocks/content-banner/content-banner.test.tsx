import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../testing/render-block';
import { contentBanner } from './index';
import type { ContentBannerProps } from './props.gen';

await import('./lazy/ContentBanner');

i18next.addResource('en-US', 'translation', 'translate.home.announcement', 'Badge pickup opens Monday at 7:00.');

async function show(props: ContentBannerProps) {
  const view = renderBlock(contentBanner, props);
  await act(async () => {});
  return view;
}

const bar = () => screen.getByRole('region', { name: 'Announcement' });

describe('content banner', () => {
  it('shows the translated announcement with its link, given the page language prefix', async () => {
    await show({ content: 'translate.home.announcement', hyperlink: '/event-guide', hyperlinkText: 'Event guide' });
    expect(bar().textContent).toContain('Badge pickup opens Monday at 7:00.');
    expect(screen.getByRole('link', { name: 'Event guide' }).getAttribute('href')).toBe('/en-us/event-guide');
  });

  it('names a link without text "Learn more"', async () => {
    await show({ content: 'Doors open at 8:00.', hyperlink: 'https://confsite.dev/venue' });
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('https://confsite.dev/venue');
  });

  it('drops a link to an unsafe address and keeps the text', async () => {
    await show({ content: 'Doors open at 8:00.', hyperlink: 'javascript:alert(1)', hyperlinkText: 'Click' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(bar().textContent).toBe('Doors open at 8:00.');
  });

  it('shows the glyph only when asked, hidden from screen readers', async () => {
    const { unmount } = await show({ content: 'Doors open at 8:00.' });
    expect(bar().querySelector('svg')).toBeNull();
    unmount();
    await show({ content: 'Doors open at 8:00.', showGlyph: true });
    expect(bar().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
