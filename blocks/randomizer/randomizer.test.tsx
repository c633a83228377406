import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockDecoratorContext, PageContext } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext } from '../../storybook/demo-page-context';
import { renderBlock } from '../testing/render-block';
import { randomizer } from './index';
import { pickIndex } from './lazy/random-seed';
import type { RandomizerProps } from './props.gen';

const offers = ['Free coffee', 'Swag bag', 'Photo booth'].map((name) => <p key={name}>{name}</p>);
const shown = () => offers.map((offer) => offer.key).filter((name) => screen.queryByText(String(name)));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('pickIndex', () => {
  it.each([
    [0, 3, 0],
    [0.33, 3, 0],
    [0.34, 3, 1],
    [0.999, 3, 2],
    [0.5, 1, 0],
  ])('seed %d among %i picks %i', (seed, count, index) => {
    expect(pickIndex(seed, count)).toBe(index);
  });
});

describe('randomizer', () => {
  it('leaves its place empty on a server-drawn page and picks once the browser has taken it over, without a mismatch', async () => {
    const { default: Randomizer } = await import('./lazy/Randomizer');
    const block = { key: 'r', contentId: 'offers', component: 'randomizer', props: {} };
    const page = <Randomizer props={{}} block={block as never}>{offers}</Randomizer>;
    const container = document.createElement('div');
    // The server would draw another pick than the browser's.
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    container.innerHTML = renderToString(<PageContext.Provider value={demoPageContext()}>{page}</PageContext.Provider>);
    expect(container.querySelector('.randomizer')?.textContent).toBe('');
    document.body.append(container);
    // A mismatch is reported here: React then throws the drawn markup away and draws the block again.
    const mismatches: unknown[] = [];
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <PageContext.Provider value={demoPageContext()}>{page}</PageContext.Provider>, { onRecoverableError: (error) => mismatches.push(error) });
      });
      expect(shown()).toEqual(['Free coffee']);
      expect(mismatches).toEqual([]);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('shows exactly one nested block, picked at random', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const first = renderBlock(randomizer, {}, { children: offers });
    await screen.findByText('Swag bag');
    expect(shown()).toEqual(['Swag bag']);
    first.unmount();
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    renderBlock(randomizer, {}, { children: offers });
    await screen.findByText('Photo booth');
    expect(shown()).toEqual(['Photo booth']);
  });

  it('keeps its pick while the page re-renders', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const { rerender } = renderBlock(randomizer, {}, { children: offers });
    await screen.findByText('Free coffee');
    random.mockReturnValue(0.9);
    rerender(
      <PageContext.Provider value={demoPageContext()}>
        <BlockPreview type={randomizer} props={{}}>
          {offers}
        </BlockPreview>
      </PageContext.Provider>,
    );
    expect(shown()).toEqual(['Free coffee']);
  });

  it('with keepForSession, shows the same pick on every visit until the tab closes', async () => {
    const props: RandomizerProps = { keepForSession: true };
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const first = renderBlock(randomizer, props, { children: offers });
    await screen.findByText('Free coffee');
    first.unmount();
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    renderBlock(randomizer, props, { children: offers });
    await screen.findByText('Free coffee');
    expect(shown()).toEqual(['Free coffee']);
    sessionStorage.clear();
    renderBlock(randomizer, props, { children: offers });
    expect(await screen.findByText('Photo booth')).toBeTruthy();
  });

  it('renders nothing without nested blocks', async () => {
    const { container } = renderBlock(randomizer, {});
    await vi.waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('shows every nested block under a note in edit mode, so editors can reach them', async () => {
    render(
      <BlockDecoratorContext.Provider value={(_block, content) => content}>
        <PageContext.Provider value={demoPageContext({ isEditor: true })}>
          <BlockPreview type={randomizer} props={{}}>
            {offers}
          </BlockPreview>
        </PageContext.Provider>
      </BlockDecoratorContext.Provider>,
    );
    expect((await screen.findByRole('note')).textContent).toBe('Randomizer: visitors see one of these 3 blocks, picked at random.');
    expect(shown()).toEqual(['Free coffee', 'Swag bag', 'Photo booth']);
  });
});
