import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '../../src/app/block-kit';
import { demoPageContext } from '../../storybook/demo-page-context';
import { expandableDrawer } from '../expandable-drawer';
import type { ExpandableDrawerProps } from '../expandable-drawer/props.gen';
import { useDrawerStore } from '../shared/lazy/expandable-drawer-store';
import { drawerActions } from './index';
import type { DrawerActionsProps } from './props.gen';

const Drawer = expandableDrawer.component;
const Actions = drawerActions.component;

function drawer(contentId: string, props: ExpandableDrawerProps) {
  return <Drawer key={contentId} props={props} block={{ component: 'expandable-drawer', contentId, key: contentId, props: { ...props } }} />;
}

function actions(props: DrawerActionsProps = {}) {
  return <Actions key="actions" props={props} block={{ component: 'drawer-actions', contentId: 'actions', key: 'actions', props: { ...props } }} />;
}

const faqs = [
  drawer('badge', { title: 'Badge pick-up', body: 'North hall.' }),
  drawer('wifi', { title: 'Wi-Fi', body: 'Network: summit.', defaultExpanded: true }),
  drawer('food', { title: 'Lunch', body: 'Noon to two.', group: 'venue' }),
];

function renderPage(...blocks: ReactNode[]) {
  return render(<PageContext.Provider value={demoPageContext()}>{blocks}</PageContext.Provider>);
}

/** aria-expanded of every drawer toggle, in page order. */
const expandedStates = () =>
  screen.getAllByRole('button').flatMap((button) => (button.hasAttribute('aria-expanded') ? [button.getAttribute('aria-expanded')] : []));

beforeEach(() => {
  localStorage.clear();
  useDrawerStore.setState({ chosen: {}, mounted: {}, bulk: null });
});

afterEach(() => vi.useRealTimers());

describe('drawer actions', () => {
  it('expand all opens every drawer, disables itself, says so and moves focus to collapse all', async () => {
    const user = userEvent.setup();
    renderPage(actions(), ...faqs);
    const expand = await screen.findByRole('button', { name: 'Expand all' });
    await screen.findByRole('button', { name: 'Lunch' });
    expect(expandedStates()).toEqual(['false', 'true', 'false']);

    await user.click(expand);
    expect(expandedStates()).toEqual(['true', 'true', 'true']);
    expect((expand as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.getByRole('status').textContent).toBe('All sections expanded.');
  });

  it('collapse all closes every drawer, disables itself, says so and moves focus to expand all', async () => {
    const user = userEvent.setup();
    renderPage(actions({ expandAllText: 'Open all answers', collapseAllText: 'Close all answers' }), ...faqs);
    await screen.findByRole('button', { name: 'Lunch' });
    const collapse = await screen.findByRole('button', { name: 'Close all answers' });

    await user.click(collapse);
    expect(expandedStates()).toEqual(['false', 'false', 'false']);
    expect((collapse as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open all answers' }));
    expect(screen.getByRole('status').textContent).toBe('All sections collapsed.');
  });

  it('offers only what would change something: both off without drawers, collapse off while all are closed', async () => {
    const empty = renderPage(actions());
    expect(((await screen.findByRole('button', { name: 'Expand all' })) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Collapse all' }) as HTMLButtonElement).disabled).toBe(true);
    empty.unmount();

    renderPage(actions(), drawer('badge', { title: 'Badge pick-up' }));
    await screen.findByRole('button', { name: 'Badge pick-up' });
    expect((screen.getByRole('button', { name: 'Expand all' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Collapse all' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('clears the announcement after 5 seconds, so the next one is read again', async () => {
    renderPage(actions(), ...faqs);
    await screen.findByRole('button', { name: 'Lunch' });
    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Expand all' }).click());
    expect(screen.getByRole('status').textContent).toBe('All sections expanded.');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status').textContent).toBe('All sections expanded.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("with a group, controls only that group's drawers", async () => {
    const user = userEvent.setup();
    renderPage(actions({ group: 'venue' }), ...faqs);
    await screen.findByRole('button', { name: 'Lunch' });
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(expandedStates()).toEqual(['false', 'true', 'true']);
  });

  it('stores the states it sets, and opens drawers whose code arrives after the click', async () => {
    const user = userEvent.setup();
    const page = renderPage(actions(), faqs[0]);
    await user.click(await screen.findByRole('button', { name: 'Expand all' }));
    page.rerender(<PageContext.Provider value={demoPageContext()}>{[actions(), faqs[0], faqs[2]]}</PageContext.Provider>);
    expect((await screen.findByRole('button', { name: 'Lunch' })).getAttribute('aria-expanded')).toBe('true');
    expect(JSON.parse(localStorage.getItem('confsite.drawers') ?? '{}').state.chosen).toEqual({ 'home/badge': true, 'home/food': true });
  });
});
