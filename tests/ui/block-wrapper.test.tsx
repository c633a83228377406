import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { block, testSettings } from './helpers/fixtures';
import { renderPage } from './helpers/render-page';

function wrapperOf(text: string): HTMLElement {
  const wrapper = screen.getByText(text).closest('.block');
  if (!(wrapper instanceof HTMLElement)) throw new Error(`no wrapper around "${text}"`);
  return wrapper;
}

describe('block wrapper', () => {
  it('renders nothing for a disabled block, and tells editors it is disabled', () => {
    const disabled = block('test-text', { text: 'Hidden text', isDisabled: true }, { contentId: 'promo' });
    const { unmount } = renderPage([disabled]);
    expect(screen.queryByText('Hidden text')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    unmount();

    renderPage([disabled], { isEditor: true });
    expect(screen.queryByText('Hidden text')).toBeNull();
    expect(screen.getByRole('note').textContent).toBe('Component promo is disabled');
  });

  it('uses the content id as anchor and adds per-device hide classes the component hook class and the wrapper class', () => {
    renderPage([block('test-text', { text: 'Tablet only', hideOnMobile: true, hideOnDesktop: true, wrapperClass: 'promo dark' }, { contentId: 'tablet-only' })]);
    const wrapper = wrapperOf('Tablet only');
    expect(wrapper.id).toBe('tablet-only');
    expect([...wrapper.classList]).toEqual(['block', 'block--test-text', 'block--hide-mobile', 'block--hide-desktop', 'promo', 'dark']);
  });

  it('sets width custom properties per device from the width shorthand and from explicit widths', () => {
    renderPage([
      block('test-text', { text: 'Third', wrapperWidth: 33 }),
      block('test-text', { text: 'Custom', wrapperWidth: { mobile: 50, tablet: 25, desktop: 20 } }),
      block('test-text', { text: 'Full' }),
    ]);
    const third = wrapperOf('Third').style;
    expect([third.getPropertyValue('--w-mobile'), third.getPropertyValue('--w-tablet'), third.getPropertyValue('--w-desktop')]).toEqual(['', '0.5', String(1 / 3)]);
    const custom = wrapperOf('Custom').style;
    expect([custom.getPropertyValue('--w-mobile'), custom.getPropertyValue('--w-tablet'), custom.getPropertyValue('--w-desktop')]).toEqual(['0.5', '0.25', '0.2']);
    expect(wrapperOf('Full').getAttribute('style')).toBeNull();
  });

  it('applies spacing and puts the background on its own layer so opacity does not fade the content', () => {
    renderPage([
      block('test-text', {
        text: 'Styled',
        wrapperMargin: '1rem 2rem',
        wrapperPadding: '2rem',
        wrapperMinHeight: '10rem',
        wrapperBackgroundImage: '/images/bg.png',
        wrapperBackgroundColor: '#102030',
        wrapperBackgroundOpacity: 0.5,
      }),
    ]);
    const wrapper = wrapperOf('Styled');
    expect(wrapper.style.margin).toBe('1rem 2rem');
    expect(wrapper.style.padding).toBe('2rem');
    expect(wrapper.style.minHeight).toBe('10rem');
    expect(wrapper.style.opacity).toBe('');
    const layer = wrapper.querySelector<HTMLElement>('.block__background');
    expect(layer?.style.backgroundImage).toContain('/images/bg.png');
    expect(layer?.style.opacity).toBe('0.5');
    expect(layer?.getAttribute('aria-hidden')).toBe('true');
  });

  it('adds a back-to-top link for the shorthand and an in-page link for the object form', () => {
    renderPage([
      block('test-text', { text: 'Long section', wrapperAnchorLink: 'back-to-top' }),
      block('test-text', { text: 'Intro', wrapperAnchorLink: { anchor: 'agenda', text: 'Jump to the agenda' } }),
    ]);
    expect(screen.getByRole('link', { name: 'Back to top' }).getAttribute('href')).toBe('#top');
    expect(screen.getByRole('link', { name: 'Jump to the agenda' }).getAttribute('href')).toBe('#agenda');
  });
});

describe('visibility re-check on the client', () => {
  const gated = [
    block('test-text', { text: 'For everyone' }),
    block('test-text', { text: 'Attendees only' }, { permissions: { requireScope: 'session-catalog' } }),
    block('test-text', { text: 'Not for editors' }, { permissions: { blockedScope: 'contenteditor' } }),
    block('test-text', { text: 'Needs a feature' }, { permissions: { requiresFeature: 'enableCommunityHub' } }),
    block('test-text', { text: 'Live only' }, { permissions: { requiresPhaseId: ['live'] } }),
  ];
  const shown = () => screen.queryAllByRole('paragraph').map((p) => p.textContent);

  it('shows an anonymous visitor in the pre-event phase only the open blocks', () => {
    renderPage(gated);
    expect(shown()).toEqual(['For everyone', 'Not for editors']);
  });

  it('shows an editor outside edit mode what their own scopes, features and phase allow', () => {
    renderPage(gated, { isEditor: true, scopes: ['session-catalog', 'contenteditor'] });
    expect(shown()).toEqual(['For everyone', 'Attendees only']);
  });

  it('follows the current phase and the feature flags', () => {
    renderPage(gated, { settings: testSettings({ currentPhase: 'live', features: { enableCommunityHub: true } }) });
    expect(shown()).toEqual(['For everyone', 'Not for editors', 'Needs a feature', 'Live only']);
  });

  it('drops the children of a hidden block with it', () => {
    renderPage([
      block('test-group', { label: 'Members area' }, { contentId: 'members', permissions: { requireScope: 'event-tools' } }),
      block('test-text', { text: 'Member perk' }, { parentId: 'members' }),
    ]);
    expect(screen.queryByText('Member perk')).toBeNull();
  });
});
