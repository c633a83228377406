import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageContext } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext } from '../../storybook/demo-page-context';
import { renderBlock } from '../testing/render-block';
import { pageMeta } from './index';
import type { PageMetaProps } from './props.gen';

const props: PageMetaProps = {
  metaTags: {
    title: 'Sessions | Confsite Summit',
    description: 'Browse every session.',
    ogTitle: 'Confsite sessions',
    ogImage: 'https://confsite.dev/og.png',
    twitterTitle: 'Sessions on Confsite',
  },
  enableIndexing: false,
};

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('page meta', () => {
  it('puts the title and meta tags into the document head and nothing on the page', () => {
    const { container } = renderBlock(pageMeta, props);
    expect(document.title).toBe('Sessions | Confsite Summit');
    expect(meta('meta[name="description"]')).toBe('Browse every session.');
    expect(meta('meta[property="og:title"]')).toBe('Confsite sessions');
    expect(meta('meta[property="og:image"]')).toBe('https://confsite.dev/og.png');
    expect(meta('meta[name="twitter:title"]')).toBe('Sessions on Confsite');
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(container.textContent).toBe('');
  });

  it('leaves indexing alone unless it is switched off', () => {
    renderBlock(pageMeta, { ...props, enableIndexing: true });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('renders the tags on the server too', () => {
    const html = renderToString(
      <PageContext.Provider value={demoPageContext()}>
        <BlockPreview type={pageMeta} props={props} />
      </PageContext.Provider>,
    );
    expect(html).toContain('<title>Sessions | Confsite Summit</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
