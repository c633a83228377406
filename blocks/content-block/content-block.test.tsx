// @vitest-environment jsdom
// DOMPurify is unsound under happy-dom (see sanitize-html.ts); jsdom is the DOM a server-side shim should use too.
import { screen } from '@testing-library/react';
import { Window as HappyDomWindow } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '../../src/app/page-context';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext } from '../../storybook/demo-page-context';
import { renderBlock } from '../testing/render-block';
import { contentBlock } from './index';
import { sanitizeHtml } from './sanitize-html';

const HOSTILE = [
  '<h3>Venue</h3>',
  '<p>Welcome to <a href="https://venue.example" target="_blank">the venue</a>.</p>',
  '<script>window.hacked = true</script>',
  '<img src="/x.png" alt="Map" onerror="window.hacked = true">',
  '<a href="javascript:alert(1)">click me</a>',
].join('');

afterEach(() => vi.unstubAllGlobals());

describe('content block', () => {
  it('shows the rich text without scripts, handlers or javascript: links', () => {
    const { container } = renderBlock(contentBlock, { html: HOSTILE, heading: 'Getting there' });
    expect(screen.getByRole('region', { name: 'Getting there' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Venue' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Map' }).getAttribute('onerror')).toBeNull();
    expect(screen.getByText('click me').getAttribute('href')).toBeNull();
    expect(screen.getByRole('link', { name: 'the venue' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('sanitises during server-side rendering under a DOM shim', () => {
    const html = renderToString(
      <PageContext.Provider value={demoPageContext()}>
        <BlockPreview type={contentBlock} props={{ html: HOSTILE }} />
      </PageContext.Provider>,
    );
    expect(html).toContain('<h3>Venue</h3>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
  });

  it('fails closed when there is no DOM at all', () => {
    vi.stubGlobal('window', undefined);
    expect(sanitizeHtml(HOSTILE)).toBe('');
  });

  it('fails closed under a DOM that cannot sanitise soundly (happy-dom)', () => {
    vi.stubGlobal('window', new HappyDomWindow());
    expect(sanitizeHtml(HOSTILE)).toBe('');
  });
});
