import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clampToViewport, nudge } from '../../src/app/shell/lazy/phase-switcher/floating-position';
import { usePhaseSwitcherStore } from '../../src/app/shell/phase-switcher-store';
import { useShellStore } from '../../src/app/store/shell-store';
import type { CurrentUser } from '../../src/engine';
import { momentAtStep, phaseSliderRange } from '../../src/engine/lazy/testing-time';
import { block, PHASES, testSettings, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { renderApp, resetClientState } from './helpers/render-app';

const pages = { home: [block('test-text', { text: 'Welcome home' })], header: [], footer: [] };

/** The shell's fake API plus the server testing date, which the settings then report. */
function installApi(user: CurrentUser | null) {
  let serverTestingDate: string | null = null;
  const puts: unknown[] = [];
  const api = installFakeApi({ pages, user, settings: () => testSettings({ serverTestingDate }) });
  const shell = vi.mocked(fetch).getMockImplementation()!;
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    if (new URL(String(input), 'http://localhost').pathname === '/api/v1/siteeditor/testing-date' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { testingDate: string | null };
      puts.push(body);
      serverTestingDate = body.testingDate;
      return new Response(JSON.stringify(body), { status: 200 });
    }
    return shell(input, init);
  });
  return { api, puts };
}

async function openSwitcher() {
  renderApp('/en-us/home');
  const panel = await screen.findByRole('complementary', { name: 'Preview date' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Expand' }));
  return panel;
}

beforeEach(() => {
  resetClientState();
  usePhaseSwitcherStore.setState({ position: null, expanded: false, hidden: false, timeZone: 'UTC' });
});

describe('floating position', () => {
  const viewport = { width: 1000, height: 600 };
  const size = { width: 300, height: 200 };

  it.each([
    ['inside stays', { x: 100, y: 100 }, { x: 100, y: 100 }],
    ['off the left and top edges', { x: -50, y: -10 }, { x: 8, y: 8 }],
    ['off the right and bottom edges', { x: 900, y: 590 }, { x: 692, y: 392 }],
  ])('clamps a panel %s', (_case, position, expected) => {
    expect(clampToViewport(position, size, viewport)).toEqual(expected);
  });

  it.each([
    ['ArrowLeft', false, { x: 90, y: 100 }],
    ['ArrowRight', false, { x: 110, y: 100 }],
    ['ArrowUp', true, { x: 100, y: 50 }],
    ['ArrowDown', true, { x: 100, y: 150 }],
  ])('moves with %s (shift %s)', (key, shift, expected) => {
    expect(nudge({ x: 100, y: 100 }, key, { shift })).toEqual(expected);
  });

  it('ignores other keys', () => {
    expect(nudge({ x: 100, y: 100 }, 'Enter')).toBeUndefined();
  });
});

describe('phase switcher widget', () => {
  it('moves with the arrow keys on its handle and keeps the place', async () => {
    installApi(testUser('contenteditor', 'Cora Editor'));
    const panel = await openSwitcher();
    const handle = within(panel).getByRole('button', { name: 'Move phase switcher' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    // Happy DOM lays nothing out: the panel starts at 0,0 and is kept 8 px inside the window.
    expect(usePhaseSwitcherStore.getState().position).toEqual({ x: 10, y: 8 });
    expect(panel.style.left).toBe('10px');
    expect(JSON.parse(localStorage.getItem('confsite.phase-switcher') ?? '{}').state.position).toEqual({ x: 10, y: 8 });
  });

  it('hides and comes back from its tab', async () => {
    installApi(testUser('attendee'));
    const panel = await openSwitcher();
    await userEvent.click(within(panel).getByRole('button', { name: 'Hide phase switcher' }));
    expect(screen.queryByRole('complementary', { name: 'Preview date' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Phase switcher' }));
    expect(await screen.findByRole('complementary', { name: 'Preview date' })).toBeTruthy();
  });

  it('sets the local testing date from the slider in 30-minute steps', async () => {
    installApi(null);
    const panel = await openSwitcher();
    const slider = within(panel).getByRole('slider', { name: 'Move through the event in 30-minute steps' });
    fireEvent.change(slider, { target: { value: '3' } });
    const expected = momentAtStep(phaseSliderRange(PHASES)!, 3).toISOString();
    expect(useShellStore.getState().testingDate).toBe(expected);
    expect(expected).toBe('2026-06-01T08:30:00.000Z');
  });

  it('shows the date on the wall clock of the chosen time zone', async () => {
    installApi(null);
    useShellStore.setState({ testingDate: '2027-03-09T15:00:00.000Z' });
    const panel = await openSwitcher();
    const date = within(panel).getByLabelText<HTMLInputElement>('Preview date and time');
    expect(date.value).toBe('2027-03-09T15:00');
    await userEvent.selectOptions(within(panel).getByLabelText('Time zone'), 'Asia/Tokyo');
    expect(date.value).toBe('2027-03-10T00:00');
    fireEvent.change(date, { target: { value: '2027-03-11T09:00' } });
    expect(useShellStore.getState().testingDate).toBe('2027-03-11T00:00:00.000Z');
  });

  it('offers the server testing date to content editors only, and confirms before changing it', async () => {
    installApi(testUser('attendee'));
    const { unmount } = renderApp('/en-us/home');
    const attendeePanel = await screen.findByRole('complementary', { name: 'Preview date' });
    await userEvent.click(within(attendeePanel).getByRole('button', { name: 'Expand' }));
    expect(within(attendeePanel).queryByRole('region', { name: 'Server testing date' })).toBeNull();
    unmount();
    usePhaseSwitcherStore.setState({ expanded: false });

    const { puts } = installApi(testUser('contenteditor', 'Cora Editor'));
    useShellStore.setState({ testingDate: '2027-03-10T12:00:00.000Z' });
    const panel = await openSwitcher();
    const server = await within(panel).findByRole('region', { name: 'Server testing date' });
    expect(within(server).getByRole('status').textContent).toMatch(/No server testing date in cont/);

    await userEvent.click(within(server).getByRole('button', { name: 'Use this moment for everyone' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the testing date of cont?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(puts).toEqual([]);

    await userEvent.click(within(server).getByRole('button', { name: 'Use this moment for everyone' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply to everyone' }));
    await waitFor(() => expect(within(panel).getByText('Server date active')).toBeTruthy());
    expect(puts).toEqual([{ testingDate: '2027-03-10T12:00:00.000Z' }]);
    expect(within(server).getByRole('status').textContent).toMatch(/Every visitor of cont sees the site as at/);

    await userEvent.click(within(server).getByRole('button', { name: 'Clear server date' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply to everyone' }));
    await waitFor(() => expect(within(panel).queryByText('Server date active')).toBeNull());
    expect(puts).toEqual([{ testingDate: '2027-03-10T12:00:00.000Z' }, { testingDate: null }]);
  });
});
