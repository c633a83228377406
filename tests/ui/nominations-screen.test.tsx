import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../src/app/store/shell-store';
import { ToastArea } from '../../src/app/shell/toast-area';
import { SCOPES } from '../../src/engine';
import NominationsScreen from '../../src/editor/tools/nominations/nominations-screen';
import { session } from '../engine/catalogue-search/builders';
import { startScheduleApi } from './helpers/schedule-api';

const roundtable = session({
  sessionId: 'ns-table', sessionCode: 'RTD501', title: 'Wombat governance roundtable', deliveryTypes: ['In-Person', 'Digital'],
  sessionType: { logicalValue: 'Roundtable', displayValue: 'Roundtable' }, capacity: 1, waitlistCapacity: 0,
  rsvpOpensAt: new Date(Date.now() - 3_600_000).toISOString(), rsvpClosesAt: new Date(Date.now() + 86_400_000).toISOString(),
});
const nominee = (name: string) => ({ name, scopes: [SCOPES.eventTools] });
const answers = (why: string) => ({
  evaluationId: 'roundtable-nomination',
  responses: [
    { evaluationQuestionId: 'rt-role', evaluationResponseValues: [{ value: 'lead', displayValue: 'Technical or business leader', scoreValue: null }] },
    { evaluationQuestionId: 'rt-why', evaluationResponseValues: [{ value: why, displayValue: why, scoreValue: null }] },
  ],
});

let api: Awaited<ReturnType<typeof startScheduleApi>>;
beforeAll(async () => {
  api = await startScheduleApi([roundtable]);
  for (const [name, why] of [['Wendy Wombat', 'Governance at scale'], ['Walter Wombat', 'Audit trails']] as const) {
    expect((await api.callApi(nominee(name), 'POST', '/evaluation/submitroundtable/ns-table', answers(why))).statusCode).toBe(200);
  }
}, 120_000);
afterAll(() => api.close());
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useShellStore.setState({ toasts: [] }));
});

describe('the roundtable nominations tool', { timeout: 30_000 }, () => {
  it('lists each nomination with its answers, confirms within the seats and declines', async () => {
    api.callAs('siteeditor');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <NominationsScreen />
        <ToastArea />
      </QueryClientProvider>,
    );
    // Nominees without an attendee profile (these made-up users) are named by their user id.
    const table = await screen.findByRole('region', { name: 'RTD501 Wombat governance roundtable' });
    expect(within(table).getByText('0 of 1 seats confirmed')).toBeTruthy();
    const wendy = within(table).getByRole('row', { name: /dev-wendy-wombat/ });
    expect(within(wendy).getByText('What would you like to share or learn at this roundtable?')).toBeTruthy();
    expect(within(wendy).getByText('Governance at scale')).toBeTruthy();
    expect(within(wendy).getByText('Under review')).toBeTruthy();

    await userEvent.click(within(wendy).getByRole('button', { name: 'Confirm dev-wendy-wombat' }));
    expect(await screen.findByText('dev-wendy-wombat: Confirmed')).toBeTruthy();
    expect(await within(table).findByText('1 of 1 seats confirmed')).toBeTruthy();
    const walter = within(table).getByRole('row', { name: /dev-walter-wombat/ });
    // The one seat is taken: confirming waits for a decline.
    expect(within(walter).getByRole('button', { name: 'Confirm dev-walter-wombat' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(walter).getByRole('button', { name: 'Decline dev-walter-wombat' }));
    expect(await within(walter).findByText('Declined')).toBeTruthy();
  });

  it('is for site editors only', async () => {
    const response = await api.callApi('contenteditor', 'GET', '/siteeditor/nominations');
    expect(response.statusCode).toBe(403);
  });
});
