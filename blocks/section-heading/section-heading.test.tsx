import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../testing/render-block';
import { sectionHeading } from './index';

i18next.addResource('en-US', 'translation', 'translate.home.live.agenda.title', 'Today at the summit');

describe('section heading', () => {
  it('shows the translated heading at the chosen level with its subheading and body', () => {
    renderBlock(sectionHeading, {
      heading: 'translate.home.live.agenda.title',
      subheading: 'Three days, forty sessions',
      body: 'Plan your day.',
      headingLevel: 3,
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Today at the summit' })).toBeTruthy();
    expect(screen.getByText('Three days, forty sessions')).toBeTruthy();
    expect(screen.getByText('Plan your day.')).toBeTruthy();
  });

  it('defaults to an h2', () => {
    renderBlock(sectionHeading, { heading: 'Agenda' });
    expect(screen.getByRole('heading', { level: 2, name: 'Agenda' })).toBeTruthy();
  });

  it('renders its buttons as localized links and drops unsafe ones', () => {
    renderBlock(sectionHeading, {
      heading: 'Agenda',
      headingButtons: [
        { type: 'ctalink', text: 'See sessions', url: '/sessions' },
        { type: 'link', text: 'Evil', url: 'javascript:alert(1)' },
        { type: 'link', text: 'Partner site', url: 'https://partner.example', target: '_blank' },
      ],
    });
    expect(screen.getByRole('link', { name: 'See sessions' }).getAttribute('href')).toBe('/en-us/sessions');
    expect(screen.queryByText('Evil')).toBeNull();
    const external = screen.getByRole('link', { name: /Partner site/ });
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.textContent).toContain('(opens in a new window)');
  });

  it('renders nothing when all fields are empty', () => {
    const { container } = renderBlock(sectionHeading, {});
    expect(container.innerHTML).toBe('');
  });
});
