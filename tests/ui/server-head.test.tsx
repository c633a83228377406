import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useNavigate, type NavigateFunction } from 'react-router';
import { dropServerTitleAndMeta, useServerHeadUntilNavigation } from '../../src/app/routing/server-head';

/** The head as server/html/head-tags.ts writes it for /en-us/sessions/BRK101, beside a tag of the build's own. */
function serverHead() {
  document.head.innerHTML = [
    '<link rel="icon" href="/favicon.svg" />',
    '<title data-server-head>Building resilient APIs | Confsite Summit 2027</title>',
    '<meta data-server-head name="description" content="Patterns" />',
    '<meta data-server-head property="og:title" content="Building resilient APIs" />',
    '<link data-server-head rel="canonical" href="https://confsite.test/en-us/sessions/BRK101" />',
    '<link data-server-head rel="alternate" hreflang="ja-JP" href="https://confsite.test/ja-jp/sessions/BRK101" />',
    '<script data-server-head type="application/ld+json">{}</script>',
  ].join('');
}

const left = () => Array.from(document.head.children, (element) => element.getAttribute('rel') ?? element.getAttribute('type') ?? element.tagName.toLowerCase());

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the server\'s head tags', () => {
  it('give way to the app\'s title and meta tags as it starts; the address\'s links and structured data stay', () => {
    serverHead();
    dropServerTitleAndMeta();
    expect(left()).toEqual(['icon', 'canonical', 'alternate', 'application/ld+json']);
  });

  it('are gone once the visitor moves to another page, not when only the query changes', async () => {
    serverHead();
    let navigate: NavigateFunction = () => undefined;
    function Page() {
      useServerHeadUntilNavigation();
      navigate = useNavigate();
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/en-us/sessions/BRK101'] });
    render(<RouterProvider router={router} />);
    expect(left()).toHaveLength(7);
    await act(() => navigate('/en-us/sessions/BRK101?tab=speakers'));
    expect(left()).toHaveLength(7);
    await act(() => navigate('/en-us/speakers/ada'));
    expect(left()).toEqual(['icon']);
  });
});
