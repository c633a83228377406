import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext } from '../../storybook/demo-page-context';
import { measureEdges } from '../shared/lazy/scroller/use-scroll-edges';
import { renderBlock } from '../testing/render-block';
import { tabExplorer } from './index';
import { tabFragment, tabInFragment } from '../shared/lazy/tabs/tab-fragment';
import type { TabExplorerProps } from './props.gen';

const ID = 'tab-explorer-preview';
const props: TabExplorerProps = {
  heading: 'Plan your days',
  tabs: [
    { id: 'agenda', name: 'Agenda' },
    { id: 'venue', name: 'Venue', addContentContainer: true },
    { id: 'travel', name: 'Travel' },
  ],
};
const nested = ['Keynotes at nine.', 'North hall, level 2.', 'Trains every ten minutes.'].map((text) => <p key={text}>{text}</p>);

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
const visiblePanel = () => screen.getByRole('tabpanel');

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('tab fragment', () => {
  it.each([
    ['#plan&venue', 'plan', 'venue'],
    ['plan&venue', 'plan', 'venue'],
    ['#plan&', 'plan', undefined],
    ['#plan', 'plan', undefined],
    ['#other&venue', 'plan', undefined],
    ['#plan%20b&day%202', 'plan b', 'day 2'],
    ['#plan&%E0%A4%A', 'plan', '%E0%A4%A'],
    ['', 'plan', undefined],
  ])('%j names tab %j of %j', (hash, contentId, tab) => {
    expect(tabInFragment(hash, contentId)).toBe(tab);
  });

  it('writes #{block}&{tab} and reads it back', () => {
    expect(tabFragment('plan', 'venue')).toBe('#plan&venue');
    expect(tabInFragment(tabFragment('a&b', 'c d'), 'a&b')).toBe('c d');
  });
});

describe('overflow threshold', () => {
  it.each([
    [500, 500, 0, false, false, false],
    [530, 500, 0, false, false, false],
    [531, 500, 0, true, false, true],
    [600, 500, 50, true, true, true],
    [600, 500, 100, true, true, false],
  ])('content %i in a box of %i scrolled %i: overflowing %s, back %s, forward %s', (scrollWidth, clientWidth, scrollLeft, overflowing, back, forward) => {
    expect(measureEdges({ scrollWidth, clientWidth, scrollLeft }, 30)).toEqual({ overflowing, canScrollBack: back, canScrollForward: forward });
  });
});

describe('tab explorer', () => {
  it('shows the first tab and its nested block, in a tab list named by the heading', async () => {
    renderBlock(tabExplorer, props, { children: nested });
    const list = await screen.findByRole('tablist', { name: 'Plan your days' });
    expect(within(list).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Agenda', 'Venue', 'Travel']);
    expect(selectedTab()?.textContent).toBe('Agenda');
    expect(visiblePanel().textContent).toBe('Keynotes at nine.');
    expect(visiblePanel().getAttribute('aria-labelledby')).toBe(selectedTab()?.id);
  });

  it('opens the tab the address names (#{block id}&{tab id}) and scrolls to it', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    window.history.replaceState(null, '', `/en-us/home#${ID}&travel`);
    renderBlock(tabExplorer, props, { children: nested });
    await screen.findByRole('tablist');
    expect(selectedTab()?.textContent).toBe('Travel');
    expect(visiblePanel().textContent).toBe('Trains every ten minutes.');
    expect(scrolled).toHaveBeenCalled();
  });

  it('does not scroll to the block again when the page re-renders it with new but equal tabs', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    window.history.replaceState(null, '', `/en-us/home#${ID}&travel`);
    const { rerender } = renderBlock(tabExplorer, props, { children: nested });
    await screen.findByRole('tablist');
    const arrivalScrolls = scrolled.mock.calls.length;
    expect(arrivalScrolls).toBeGreaterThan(0);
    rerender(
      <PageContext.Provider value={demoPageContext()}>
        <BlockPreview type={tabExplorer} props={{ ...props, tabs: props.tabs.map((tab) => ({ ...tab })) }}>
          {nested}
        </BlockPreview>
      </PageContext.Provider>,
    );
    expect(selectedTab()?.textContent).toBe('Travel');
    expect(scrolled).toHaveBeenCalledTimes(arrivalScrolls);
  });

  it('ignores an address naming another block or an unknown tab', async () => {
    window.history.replaceState(null, '', `/en-us/home#${ID}&parking`);
    renderBlock(tabExplorer, props, { children: nested });
    await screen.findByRole('tablist');
    expect(selectedTab()?.textContent).toBe('Agenda');
  });

  it('puts the chosen tab in the address without adding a history entry, and follows later address changes', async () => {
    const user = userEvent.setup();
    window.history.replaceState({ idx: 3 }, '', '/en-us/home');
    const entries = window.history.length;
    renderBlock(tabExplorer, props, { children: nested });
    await user.click(await screen.findByRole('tab', { name: 'Venue' }));
    expect(window.location.hash).toBe(`#${ID}&venue`);
    expect(window.location.pathname).toBe('/en-us/home');
    expect(window.history.state).toEqual({ idx: 3 });
    expect(window.history.length).toBe(entries);
    expect(visiblePanel().textContent).toBe('North hall, level 2.');
    expect(visiblePanel().classList.contains('tab-explorer__panel--container')).toBe(true);

    act(() => {
      window.history.replaceState(null, '', `#${ID}&travel`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(selectedTab()?.textContent).toBe('Travel');
  });

  it('follows the keyboard tabs pattern: one tab stop, arrows wrap, Home and End', async () => {
    const user = userEvent.setup();
    renderBlock(tabExplorer, props, { children: nested });
    await screen.findByRole('tablist');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Agenda');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Travel');
    expect(selectedTab()?.textContent).toBe('Travel');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Agenda');
    await user.keyboard('{End}');
    expect(selectedTab()?.textContent).toBe('Travel');
    await user.keyboard('{Home}');
    expect(selectedTab()?.textContent).toBe('Agenda');
    expect(window.location.hash).toBe(`#${ID}&agenda`);
    await user.tab();
    expect(document.activeElement).toBe(visiblePanel());
  });

  it('gets scroll buttons only when the tabs stick out more than 30 px', async () => {
    renderBlock(tabExplorer, props, { children: nested });
    const list = await screen.findByRole('tablist');
    const scrollBy = vi.fn();
    Object.assign(list, { scrollBy });
    Object.defineProperties(list, { clientWidth: { value: 300, configurable: true }, scrollWidth: { value: 330, configurable: true } });
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(document.querySelector('.tab-explorer__scroll')).toBeNull();

    Object.defineProperty(list, 'scrollWidth', { value: 331, configurable: true });
    act(() => void window.dispatchEvent(new Event('resize')));
    const [back, forward] = [...document.querySelectorAll<HTMLButtonElement>('.tab-explorer__scroll')];
    expect(back?.disabled).toBe(true);
    expect(forward?.disabled).toBe(false);
    fireEvent.click(forward as HTMLButtonElement);
    expect(scrollBy).toHaveBeenCalledWith({ left: 240, behavior: 'smooth' });
  });

  it('tells editors about repeated tab ids and tabs without a nested block', async () => {
    const user = userEvent.setup();
    const tabs = [...props.tabs, { id: 'venue', name: 'Venue again' }];
    renderBlock(tabExplorer, { ...props, tabs }, { children: nested, context: { isEditor: true } });
    await screen.findByRole('tablist');
    expect(screen.getByRole('note').textContent).toBe('The tab id "venue" is used more than once; an address can only open the first of these tabs.');
    await user.click(screen.getByRole('tab', { name: 'Venue again' }));
    expect(within(visiblePanel()).getByRole('note').textContent).toBe('Tab 4 shows nested block 4: nest a block in this tab explorer to fill it.');
  });

  it('shows editors the nested blocks no tab shows, under a note', async () => {
    renderBlock(tabExplorer, props, { children: [...nested, <p key="x">Orphan</p>, <p key="y">Second orphan</p>], context: { isEditor: true } });
    await screen.findByRole('tablist');
    expect(screen.getByRole('note').textContent).toBe('Nested blocks without a tab (2): visitors do not see them. Add tabs or move the blocks out.');
    expect(screen.getByText('Orphan')).toBeTruthy();
    expect(screen.getByText('Second orphan')).toBeTruthy();
  });

  it('shows visitors nothing of what only editors need', async () => {
    renderBlock(tabExplorer, props, { children: [...nested, <p key="x">Orphan</p>] });
    await screen.findByRole('tablist');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText('Orphan')).toBeNull();
  });
});
