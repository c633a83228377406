import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../testing/render-block';
import { contentBlock } from './index';

const HTML = '<h3>Venue</h3><p>Welcome to <a href="https://venue.example" target="_blank" rel="noopener noreferrer">the venue</a>.</p>';

i18next.addResource('en-US', 'translation', 'translate.test.content-block.html', '<p>Doors open at <strong>8:00</strong>.</p>');

// The server sanitises rich text (tests/api/sanitize-html.test.ts); the block renders what it is served.
describe('content block', () => {
  it('shows the rich text under its section heading', () => {
    renderBlock(contentBlock, { html: HTML, heading: 'Getting there' });
    expect(screen.getByRole('region', { name: 'Getting there' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Venue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the venue' }).getAttribute('href')).toBe('https://venue.example');
  });

  it('shows the HTML a translation key names', () => {
    const { container } = renderBlock(contentBlock, { html: 'translate.test.content-block.html' });
    expect(container.querySelector('.content-block__body')?.innerHTML).toBe('<p>Doors open at <strong>8:00</strong>.</p>');
  });

  it('is no labelled region without a heading', () => {
    renderBlock(contentBlock, { html: '<p>Plain</p>' });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Plain')).toBeTruthy();
  });
});
