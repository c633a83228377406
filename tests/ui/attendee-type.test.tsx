import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AttendeeTypeChanger from '../../src/app/shell/lazy/attendee-type/attendee-type-changer';
import { ToastArea } from '../../src/app/shell/toast-area';
import { useShellStore } from '../../src/app/store/shell-store';
import type { AttendeeTypeState, CurrentUser, Role } from '../../src/engine';
import { block, testSettings, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { renderApp, resetClientState } from './helpers/render-app';

const ORIGINAL_KEY = 'confsite.attendee-type.original';
const NOT_CHANGED: AttendeeTypeState = { current: 'attendee', original: 'attendee', overridden: false };

/** Answers the two attendee type calls like the server (or with `status` when given) and records them. */
function stubAttendeeTypeApi({ status = 200 }: { status?: number } = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (status !== 200) return new Response(JSON.stringify({ error: 'InternalServerError', message: 'boom' }), { status });
      const type = /change-attendee-type\/(.+)$/.exec(path)?.[1] ?? 'attendee';
      return new Response(JSON.stringify({ attendeeType: { current: type, original: 'attendee', overridden: type !== 'attendee' } }), { status: 200 });
    }),
  );
  return calls;
}

function renderChanger(state: AttendeeTypeState) {
  const onRefresh = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AttendeeTypeChanger state={state} onRefresh={onRefresh} />
      <ToastArea />
    </QueryClientProvider>,
  );
  return { onRefresh };
}

async function openPanel(state: AttendeeTypeState) {
  const rendered = renderChanger(state);
  await userEvent.click(screen.getByText(/^View as:/));
  return rendered;
}

/** After a change only the refresh request is left, with focus on its button. */
async function expectRefreshOnly() {
  const refresh = await screen.findByRole('button', { name: 'Refresh' });
  expect(screen.getByRole('status').textContent).toMatch(/Refresh the page/);
  expect(screen.getAllByRole('button')).toHaveLength(1);
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(document.activeElement).toBe(refresh);
  return refresh;
}

beforeEach(() => resetClientState());

describe('attendee type changer', () => {
  it('shows the current type and changes it, remembering the original at the first change', async () => {
    const calls = stubAttendeeTypeApi();
    const { onRefresh } = await openPanel(NOT_CHANGED);
    expect(screen.getByText('View as: Attendee')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Attendee type' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Attendee', 'In-person attendee', 'Speaker']);
    expect(screen.getByRole('button', { name: 'Change' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /Revert|Reset/ })).toBeNull();

    await userEvent.selectOptions(select, 'inperson-attendee');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));

    const refresh = await expectRefreshOnly();
    expect(calls).toEqual(['POST /siteeditor/change-attendee-type/inperson-attendee']);
    expect(localStorage.getItem(ORIGINAL_KEY)).toBe('attendee');
    await userEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('keeps the first original over later changes', async () => {
    stubAttendeeTypeApi();
    localStorage.setItem(ORIGINAL_KEY, 'attendee');
    await openPanel({ current: 'inperson-attendee', original: 'attendee', overridden: true });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Attendee type' }), 'speaker');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await expectRefreshOnly();
    expect(localStorage.getItem(ORIGINAL_KEY)).toBe('attendee');
  });

  it('reverts to the stored original and forgets it', async () => {
    const calls = stubAttendeeTypeApi();
    localStorage.setItem(ORIGINAL_KEY, 'attendee');
    await openPanel({ current: 'speaker', original: 'attendee', overridden: true });
    expect(screen.getByText('View as: Speaker')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Revert to Attendee' }));
    await expectRefreshOnly();
    expect(calls).toEqual(['POST /siteeditor/change-attendee-type/attendee']);
    expect(localStorage.getItem(ORIGINAL_KEY)).toBeNull();
  });

  it('resets the override', async () => {
    const calls = stubAttendeeTypeApi();
    localStorage.setItem(ORIGINAL_KEY, 'attendee');
    await openPanel({ current: 'speaker', original: 'attendee', overridden: true });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await expectRefreshOnly();
    expect(calls).toEqual(['POST /siteeditor/reset-attendee-type']);
    expect(localStorage.getItem(ORIGINAL_KEY)).toBeNull();
  });

  it('offers no revert when the stored original is the current type', async () => {
    stubAttendeeTypeApi();
    localStorage.setItem(ORIGINAL_KEY, 'speaker');
    await openPanel({ current: 'speaker', original: 'attendee', overridden: true });
    expect(screen.queryByRole('button', { name: /Revert/ })).toBeNull();
  });

  it.each([
    ['change', 'Change', 'Failed to change attendee type'],
    ['reset', 'Reset', 'Failed to reset attendee type'],
  ])('shows a toast when the %s fails and keeps the form', async (_action, button, message) => {
    stubAttendeeTypeApi({ status: 500 });
    await openPanel({ current: 'speaker', original: 'attendee', overridden: true });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Attendee type' }), 'attendee');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(useShellStore.getState().toasts).toMatchObject([{ kind: 'error' }]);
    expect(screen.getByRole('combobox', { name: 'Attendee type' })).toBeTruthy();
    expect(localStorage.getItem(ORIGINAL_KEY)).toBeNull();
  });
});

describe('attendee type changer in the account area', () => {
  const pages = { home: [block('test-text', { text: 'Welcome home' })], header: [], footer: [] };
  const signedIn = (role: Role): CurrentUser => ({ ...testUser(role, 'Sid Siteeditor'), attendeeType: NOT_CHANGED });
  const withFlag = (on: boolean) => testSettings({ features: { ...testSettings().features, enableAdminAttendeeTypeChanger: on } });

  it('appears for a site editor when the flag is on', async () => {
    installFakeApi({ pages, user: signedIn('siteeditor'), settings: withFlag(true) });
    renderApp('/en-us/home');
    expect(await screen.findByText('View as: Attendee')).toBeTruthy();
  });

  it.each([
    ['a site editor with the flag off', 'siteeditor', false],
    ['a content editor', 'contenteditor', true],
    ['an attendee', 'attendee', true],
  ] as const)('stays away from %s', async (_who, role, flag) => {
    installFakeApi({ pages, user: signedIn(role), settings: withFlag(flag) });
    renderApp('/en-us/home');
    expect(await screen.findByText('Welcome home')).toBeTruthy();
    expect(screen.queryByText(/^View as:/)).toBeNull();
  });
});
