import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BlockDecorator, BlockDecoratorContext, createAppRegistry, PageContext, type PageContextValue, RegistryContext, useShellStore } from '../../src/app/block-kit';
import type { BlockInstance } from '../../src/engine';
import { demoPageContext } from '../../storybook/demo-page-context';
import { PageRenderer } from '../../tests/ui/helpers/app-frame';
import { installFakeApi } from '../../tests/ui/helpers/fake-api';
import { componentGroup } from '../component-group';
import { randomizer } from '../randomizer';
import { sectionHeading } from '../section-heading';
import { contentLink } from './index';
import type { ContentLinkProps } from './props.gen';

const registry = createAppRegistry([sectionHeading, componentGroup, contentLink, randomizer] as never[]);
const block = (contentId: string, component: string, props: Record<string, unknown>, parentId?: string): BlockInstance => ({
  component, contentId, key: contentId, props, ...(parentId ? { parentId } : {}),
});
const link = (props: ContentLinkProps, contentId = 'shared-help') => block(contentId, 'content-link', props as Record<string, unknown>);

const getHelp = [
  block('intro', 'section-heading', { heading: 'Get help' }),
  block('contact', 'component-group', { heading: 'Contact us' }),
  block('desk', 'section-heading', { heading: 'Help desk', body: 'Level 1, by the entrance.' }, 'contact'),
  block('back-home', 'content-link', { page: 'home', contentId: 'shared-help' }),
  block('offers', 'randomizer', {}),
  ...['Free coffee', 'Swag bag', 'Photo booth'].map((heading, index) => block(`offer-${index}`, 'section-heading', { heading }, 'offers')),
];
const NOT_FOUND = 'Linked component was not found.';

function renderHome(blocks: BlockInstance[], context: Partial<PageContextValue> = {}, decorate: BlockDecorator | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RegistryContext.Provider value={registry}>
        <BlockDecoratorContext.Provider value={decorate}>
          <PageContext.Provider value={demoPageContext(context)}>
            <PageRenderer blocks={blocks} />
          </PageContext.Provider>
        </BlockDecoratorContext.Provider>
      </RegistryContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  // Unmounted first: a mounted link would fetch its page again, unstubbed, when the testing date resets.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useShellStore.setState({ testingDate: null });
});

describe('content link', () => {
  it("shows the other page's block with the blocks nested in it", async () => {
    const api = installFakeApi({ pages: { 'get-help': getHelp } });
    renderHome([link({ page: 'get-help', contentId: 'contact' })]);
    const group = await screen.findByRole('region', { name: 'Contact us' });
    expect(within(group).getByRole('heading', { name: 'Help desk' })).toBeTruthy();
    expect(within(group).getByText('Level 1, by the entrance.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Get help' })).toBeNull();
    expect(api.requests).toEqual(['GET /api/v1/content/get-help']);
  });

  it('asks for the page at the testing date the visitor chose', async () => {
    useShellStore.setState({ testingDate: '2027-03-09T10:00:00Z' });
    const api = installFakeApi({ pages: { 'get-help': getHelp } });
    renderHome([link({ page: 'get-help', contentId: 'intro' })]);
    await screen.findByRole('heading', { name: 'Get help' });
    expect(api.requests).toEqual(['GET /api/v1/content/get-help?testingDate=2027-03-09T10%3A00%3A00Z']);
  });

  it.each([
    ['a block the page lacks', { page: 'get-help', contentId: 'nope' }],
    ['a page that does not exist', { page: 'no-such-page', contentId: 'intro' }],
    ['no block chosen yet', {}],
  ])('tells editors, and only editors, when the linked component is not found: %s', async (_case, props) => {
    installFakeApi({ pages: { 'get-help': getHelp } });
    const editor = renderHome([link(props)], { isEditor: true });
    expect((await screen.findByRole('note')).textContent).toBe(NOT_FOUND);
    editor.unmount();
    const visitor = renderHome([link(props)]);
    await vi.waitFor(() => expect(visitor.container.querySelector('[aria-busy]')).toBeNull());
    expect(visitor.container.textContent).toBe('');
  });

  it('stops a chain of links that leads back to where it started', async () => {
    const api = installFakeApi({ pages: { 'get-help': getHelp, home: [link({ page: 'get-help', contentId: 'back-home' })] } });
    renderHome([link({ page: 'get-help', contentId: 'back-home' })], { isEditor: true });
    expect((await screen.findByRole('note')).textContent).toBe('This content link leads back to itself, so it is not shown.');
    expect(api.requests).toEqual(['GET /api/v1/content/get-help']);
  });

  it("is drawn without the editing overlay's tools: the linked blocks are edited on their own page", async () => {
    installFakeApi({ pages: { 'get-help': getHelp } });
    const decorate: BlockDecorator = (instance, content) => <div data-decorated={instance.contentId}>{content}</div>;
    const { container } = renderHome([link({ page: 'get-help', contentId: 'intro' })], { isEditor: true }, decorate);
    await screen.findByRole('heading', { name: 'Get help' });
    expect([...container.querySelectorAll('[data-decorated]')].map((element) => element.getAttribute('data-decorated'))).toEqual(['shared-help']);
  });

  it('shows a linked randomizer as visitors see it, not in edit mode, even inside the editing overlay', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    installFakeApi({ pages: { 'get-help': getHelp } });
    const decorate: BlockDecorator = (_instance, content) => content;
    renderHome([link({ page: 'get-help', contentId: 'offers' })], { isEditor: true }, decorate);
    await screen.findByRole('heading', { name: 'Swag bag' });
    expect(screen.queryByRole('heading', { name: 'Free coffee' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Photo booth' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
