import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { SettingsResponse } from '../../src/engine';
import { demoSettings } from '../../storybook/demo-page-context';
import { renderBlock } from '../testing/render-block';
import { headerBanner } from './index';

i18next.addResources('en-US', 'translation', {
  'translate.banner.main.title': 'Confsite Summit 2027',
  'translate.banner.main.subtitle': 'Seattle, March 9–12',
  'translate.banner.main.register': 'Register',
  'translate.banner.help.title': 'How can we help?',
});

function withSettings(settings: Record<string, unknown>, features: Record<string, boolean> = {}): SettingsResponse {
  return {
    ...demoSettings,
    settings: { ...demoSettings.settings, ...settings },
    features: { ...demoSettings.features, ...features },
  };
}

/** The device classes of each drawn banner, by its title. */
function bannersByTitle(): Record<string, string[]> {
  return Object.fromEntries(
    [...document.querySelectorAll('section.header-banner')].map((section) => [
      section.querySelector('h1')?.textContent ?? '',
      [...section.classList].filter((name) => name.startsWith('header-banner--on-')).map((name) => name.replace('header-banner--on-', '')),
    ]),
  );
}

describe('header banner', () => {
  it('shows the banner assigned to the page on every device, with its register button for an anonymous visitor', () => {
    renderBlock(headerBanner, {});
    expect(screen.getByRole('heading', { level: 1, name: 'Confsite Summit 2027' })).toBeTruthy();
    expect(screen.getByText('Seattle, March 9–12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('https://register.example.com/confsite-summit-2027');
    expect(bannersByTitle()).toEqual({ 'Confsite Summit 2027': ['mobile', 'tablet', 'desktop'] });
  });

  it('hides the register button from an attendee holding event-tools', () => {
    renderBlock(headerBanner, {}, { context: { scopes: ['event-tools'] } });
    expect(screen.getByRole('heading', { name: 'Confsite Summit 2027' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('hides the register button when its feature flag is off', () => {
    renderBlock(headerBanner, {}, { context: { settings: withSettings({}, { showRegistrationButton: false }) } });
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('draws a mobile-only banner and lets tablet fall back to desktop', () => {
    const settings = withSettings({ headerBannerAssignments: { home: { desktop: 'main', mobile: 'help' } } });
    renderBlock(headerBanner, {}, { context: { settings } });
    expect(bannersByTitle()).toEqual({ 'How can we help?': ['mobile'], 'Confsite Summit 2027': ['tablet', 'desktop'] });
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('picks per-device images with fallbacks in a picture element', () => {
    const { container } = renderBlock(headerBanner, {});
    const sources = [...container.querySelectorAll('picture source')].map((source) => [source.getAttribute('media'), source.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['(max-width: 539px)', '/images/banner-mobile.svg'],
      ['(max-width: 1083px)', '/images/banner-tablet.svg'],
    ]);
    expect(container.querySelector('picture img')?.getAttribute('src')).toBe('/images/banner-desktop.svg');
  });

  it('shows nothing for a disabled banner', () => {
    const definitions = (demoSettings.settings.headerBannerDefinitions as { identifier: string }[]).map((banner) => ({ ...banner, isDisabled: true }));
    const { container } = renderBlock(headerBanner, {}, { context: { settings: withSettings({ headerBannerDefinitions: definitions }) } });
    expect(container.innerHTML).toBe('');
  });

  it('uses the block identifier and title over the page assignment', () => {
    renderBlock(headerBanner, { bannerIdentifier: 'help', mainTitle: 'Ask us anything' });
    expect(bannersByTitle()).toEqual({ 'Ask us anything': ['mobile', 'tablet', 'desktop'] });
  });

  it('shows nothing on a page without a banner', () => {
    const { container } = renderBlock(headerBanner, {}, { context: { page: 'sessions' } });
    expect(container.innerHTML).toBe('');
  });
});
