import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionAnswer } from '../../schemas/generated/api/catalogue/session-answer';
import type { Session } from '../../schemas/generated/session';
import { PageContext, type PageContextValue, useShellStore } from '../../src/app/block-kit';
import { ROLE_SCOPES, SCOPES, type CurrentUser, type Role } from '../../src/engine';
import { sessionAnswerFor } from '../../src/engine/lazy/session-answer';
import { demoPageContext, demoSettings } from '../../storybook/demo-page-context';
import { session } from '../../tests/engine/catalogue-search/builders';
import { ToastArea } from '../../tests/ui/helpers/app-frame';
import { startScheduleApi, type Caller } from '../../tests/ui/helpers/schedule-api';
import { SessionCard } from '../shared/lazy/catalogue/cards/SessionCard';
import { CatalogueDisplayContext } from '../shared/lazy/catalogue/display-context';

// Every answer comes from the real schedule API on an embedded database; on a busy machine that can take a while.
configure({ asyncUtilTimeout: 8000 });

const hour = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const hybrid = { deliveryTypes: ['In-Person', 'Digital'] };
const lab = (sessionId: string, title: string, overrides: Partial<Session> = {}) =>
  session({
    sessionId, title, ...hybrid, sessionType: { logicalValue: 'Hands-on Lab', displayValue: 'Hands-on Lab' },
    capacity: 1, waitlistCapacity: 1, rsvpOpensAt: at(-hour), rsvpClosesAt: at(24 * hour), ...overrides,
  });
const roundtable = (sessionId: string, title: string, overrides: Partial<Session> = {}) =>
  lab(sessionId, title, { sessionType: { logicalValue: 'Roundtable', displayValue: 'Roundtable' }, capacity: 8, waitlistCapacity: 0, ...overrides });

const SESSIONS = {
  plain: session({ sessionId: 'sb-plain', title: 'Wombat pipelines', ...hybrid }),
  inPerson: session({ sessionId: 'sb-in-person', title: 'Hallway wombats', deliveryTypes: ['In-Person'] }),
  restricted: session({ sessionId: 'sb-vip', title: 'Wombat board room', ...hybrid, restrictedScopes: ['vip'] }),
  lab: lab('sb-lab', 'Wombat lab'),
  soon: lab('sb-soon', 'Wombat lab, later', { rsvpOpensAt: '2099-01-09T17:00:00Z' }),
  over: lab('sb-over', 'Wombat lab, over', { rsvpClosesAt: at(-hour) }),
  table: roundtable('sb-table', 'Wombat roundtable'),
  closedTable: roundtable('sb-closed-table', 'Wombat roundtable, closed', { rsvpClosesAt: at(-hour) }),
  seatTable: roundtable('sb-seat-table', 'Wombat roundtable, seated'),
  keynote: session({ sessionId: 'sb-keynote', title: 'Wombat keynote', ...hybrid }),
  requiredLab: lab('sb-required-lab', 'Required wombat lab'),
};
const answerOf = (item: Session): SessionAnswer => sessionAnswerFor(item, [], 'signed-in');

let api: Awaited<ReturnType<typeof startScheduleApi>>;

beforeAll(async () => {
  api = await startScheduleApi(Object.values(SESSIONS));
}, 120_000);
afterAll(() => api.close());
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useShellStore.setState({ toasts: [] }));
});

const userOf = (role: Role): CurrentUser => ({
  id: `dev-${role}`, role, displayName: 'Avery Attendee', firstName: 'Avery', lastName: 'Attendee', email: 'a@example.com',
  scopes: [...ROLE_SCOPES[role]], expiresAt: Math.floor(Date.now() / 1000) + 3600,
});

/** Session cards as a catalogue shows them, with the toasts, for a signed-in persona (My schedule on unless told). */
function showCards(items: readonly Session[], { role = 'attendee', settings = {}, features = {} }: { role?: Role; settings?: Record<string, unknown>; features?: Record<string, boolean> } = {}) {
  api.callAs(role);
  const user = userOf(role);
  const context: Partial<PageContextValue> = {
    user, scopes: user.scopes,
    settings: { ...demoSettings, settings: { ...demoSettings.settings, ...settings }, features: { ...demoSettings.features, enableFavorites: false, enableMySchedule: true, ...features } },
  };
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PageContext.Provider value={demoPageContext(context)}>
        <CatalogueDisplayContext.Provider value={{ timeZone: 'America/Los_Angeles', now: new Date() }}>
          {items.map((item) => (
            <SessionCard key={item.sessionId} item={answerOf(item)} view="list" />
          ))}
        </CatalogueDisplayContext.Provider>
      </PageContext.Provider>
      <ToastArea />
    </QueryClientProvider>,
  );
}

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;
/** A user made up for the story, holding the tools scope, who takes a place through the API. */
const someone = (name: string): Caller => ({ name, scopes: [SCOPES.eventTools] });

describe('the schedule button', { timeout: 30_000 }, () => {
  it('adds a session to the schedule and takes it off again, announcing both', async () => {
    showCards([SESSIONS.plain]);
    const add = await screen.findByRole('button', { name: 'Add to schedule: Wombat pipelines' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(add);
    expect(await toasts().findByText('Added “Wombat pipelines” to your schedule.')).toBeTruthy();
    const remove = await screen.findByRole('button', { name: 'Remove from schedule: Wombat pipelines' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(remove);
    expect(await toasts().findByText('Removed “Wombat pipelines” from your schedule.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add to schedule: Wombat pipelines' })).toBeTruthy();
  });

  it('shows to signed-in visitors with the tools scope while My schedule is on, warns remote ones off in-person sessions', async () => {
    const off = showCards([SESSIONS.plain], { features: { enableMySchedule: false } });
    await screen.findByRole('heading', { name: 'Wombat pipelines' });
    expect(screen.queryByRole('button', { name: /schedule/ })).toBeNull();
    off.unmount();

    showCards([SESSIONS.plain, SESSIONS.inPerson, SESSIONS.restricted]);
    await screen.findByRole('button', { name: 'Add to schedule: Wombat pipelines' });
    expect(within(card('Hallway wombats')).getByText('In-person attendees only')).toBeTruthy();
    expect(within(card('Hallway wombats')).queryByRole('button', { name: /schedule/ })).toBeNull();
    expect((await within(card('Wombat board room')).findByRole('button', { name: 'Not available to you: Wombat board room' })).hasAttribute('disabled')).toBe(true);
  });

  it('offers in-person sessions to in-person attendees', async () => {
    showCards([SESSIONS.inPerson], { role: 'inperson-attendee' });
    expect(await screen.findByRole('button', { name: 'Add to schedule: Hallway wombats' })).toBeTruthy();
  });

  it('shows a mandatory agenda item as on the schedule for good, without a Remove to press', async () => {
    for (const item of [SESSIONS.keynote, SESSIONS.requiredLab]) await api.makeMandatory(item.sessionId);
    showCards([SESSIONS.keynote, SESSIONS.requiredLab]);
    for (const title of ['Wombat keynote', 'Required wombat lab']) {
      const required = await within(card(title)).findByRole('button', { name: `On your schedule (required): ${title}` });
      expect(required.hasAttribute('disabled')).toBe(true);
      expect(required.getAttribute('aria-pressed')).toBe('true');
      expect(document.getElementById(required.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This session is on the agenda of your attendee type, so it stays on your schedule.');
      expect(within(card(title)).queryByRole('button', { name: /Remove|Cancel/ })).toBeNull();
    }
  });

  it('says what errorMessageMapper says for a refused add, else the message’s own text', async () => {
    // The card still thinks the lab is a plain session; the server knows it takes an RSVP and refuses the add.
    const stale = { ...SESSIONS.lab, capacity: null };
    const mapped = showCards([stale], { settings: { errorMessageMapper: [{ textToMatch: 'rsvp button', message: 'Reserve your seat with the RSVP button.' }] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to schedule: Wombat lab' }));
    expect(await toasts().findByText('Reserve your seat with the RSVP button.')).toBeTruthy();
    mapped.unmount();
    act(() => useShellStore.setState({ toasts: [] }));

    showCards([stale]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to schedule: Wombat lab' }));
    expect(await toasts().findByText('Please use the RSVP button on the session to reserve a seat')).toBeTruthy();
  });
});

describe('the RSVP button', { timeout: 30_000 }, () => {
  it('asks before taking a seat, then offers to cancel it', async () => {
    showCards([SESSIONS.lab]);
    await userEvent.click(await screen.findByRole('button', { name: 'RSVP: Wombat lab' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve a seat?' });
    expect(within(dialog).getByText(/Seats at “Wombat lab” are limited/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'RSVP' }));
    expect(await toasts().findByText('Added “Wombat lab” to your schedule.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cancel RSVP: Wombat lab' })).toBeTruthy();
  });

  it('puts a visitor on the waitlist of a full session, lets them leave it, and closes it when the waitlist is full too', async () => {
    await api.write([lab('sb-full', 'Full wombat lab')]);
    expect(await api.rsvpAs(someone('Seat Holder'), 'sb-full')).toBe(200);
    const view = showCards([lab('sb-full', 'Full wombat lab')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to waitlist: Full wombat lab' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join the waitlist?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to waitlist' }));
    expect(await toasts().findByText('“Full wombat lab” is full: you were added to its waitlist.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave waitlist: Full wombat lab' }));
    expect(await screen.findByRole('button', { name: 'Add to waitlist: Full wombat lab' })).toBeTruthy();
    view.unmount();

    expect(await api.rsvpAs(someone('Waiting Wombat'), 'sb-full')).toBe(200);
    showCards([lab('sb-full', 'Full wombat lab')]);
    expect((await screen.findByRole('button', { name: 'Waitlist is full: Full wombat lab' })).hasAttribute('disabled')).toBe(true);
  });

  it('is disabled before RSVP opens (showing when) and after it closed', async () => {
    showCards([SESSIONS.soon, SESSIONS.over]);
    const soon = await screen.findByRole('button', { name: /^RSVP opens Jan 9, 2099, 9:00 AM: Wombat lab, later$/ });
    expect(soon.hasAttribute('disabled')).toBe(true);
    expect((await screen.findByRole('button', { name: 'RSVP closed: Wombat lab, over' })).hasAttribute('disabled')).toBe(true);
  });
});

describe('the nomination of a roundtable', { timeout: 40_000 }, () => {
  it('checks the form when sent, nominates, shows the status and cancels after asking', async () => {
    showCards([SESSIONS.table]);
    await userEvent.click(await screen.findByRole('button', { name: 'Nominate yourself: Wombat roundtable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nominate yourself for “Wombat roundtable”' });
    const form = within(dialog);
    // Only the text before the delimiter shows.
    const why = await form.findByRole('textbox', { name: /What would you like to share or learn at this roundtable\?/ });
    expect(form.queryByText(/\| motivation/)).toBeNull();

    await userEvent.click(form.getByRole('button', { name: 'Send nomination' }));
    expect(form.getAllByText('This question is required.')).toHaveLength(2);
    expect(document.activeElement).toBe(form.getByRole('radio', { name: 'Developer or engineer' }));

    await userEvent.click(form.getByRole('radio', { name: 'Architect' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Security' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'How large is your organisation?' }), 'large');
    await userEvent.type(why, 'Wombat-scale data');
    expect(form.getByText('17 of 1350 characters')).toBeTruthy();
    await userEvent.click(form.getByRole('button', { name: 'Send nomination' }));

    expect(await toasts().findByText('Your nomination for “Wombat roundtable” was sent. The hosts will review it.')).toBeTruthy();
    expect(await within(card('Wombat roundtable')).findByText('Nomination under review')).toBeTruthy();
    const nominations = await api.nominations<{ sessions: { nominations: { responses: unknown[] }[] }[] }>();
    expect(nominations.sessions[0]?.nominations[0]?.responses).toEqual([
      { evaluationQuestionId: 'rt-role', evaluationResponseValues: [{ value: 'architect', displayValue: 'Architect', scoreValue: null }] },
      { evaluationQuestionId: 'rt-size', evaluationResponseValues: [{ value: 'large', displayValue: 'More than 5,000 people', scoreValue: null }] },
      { evaluationQuestionId: 'rt-topics', evaluationResponseValues: [{ value: 'security', displayValue: 'Security', scoreValue: null }] },
      { evaluationQuestionId: 'rt-why', evaluationResponseValues: [{ value: 'Wombat-scale data', displayValue: 'Wombat-scale data', scoreValue: null }] },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel nomination: Wombat roundtable' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel your nomination?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel nomination' }));
    expect(await toasts().findByText('Your nomination for “Wombat roundtable” was cancelled.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Nominate yourself: Wombat roundtable' })).toBeTruthy();
  });

  it('lets a confirmed nominee give up their seat after asking', async () => {
    const answers = [
      { evaluationQuestionId: 'rt-role', evaluationResponseValues: [{ value: 'architect', displayValue: 'Architect', scoreValue: null }] },
      { evaluationQuestionId: 'rt-why', evaluationResponseValues: [{ value: 'Seats', displayValue: 'Seats', scoreValue: null }] },
    ];
    expect((await api.callApi('attendee', 'POST', '/evaluation/submitroundtable/sb-seat-table', { evaluationId: 'roundtable-nomination', responses: answers })).statusCode).toBe(200);
    expect((await api.callApi('siteeditor', 'POST', '/siteeditor/nominations/sb-seat-table/dev-attendee', { status: 'confirmed' })).statusCode).toBe(200);
    showCards([SESSIONS.seatTable]);
    expect(await within(card('Wombat roundtable, seated')).findByText('Nomination confirmed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my seat: Wombat roundtable, seated' }));
    const ask = await screen.findByRole('dialog', { name: 'Give up your seat?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel my seat' }));
    expect(await toasts().findByText('You gave up your seat at “Wombat roundtable, seated”.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Nominate yourself: Wombat roundtable, seated' })).toBeTruthy();
  });

  it('says why when nominations are not open', async () => {
    showCards([SESSIONS.closedTable]);
    await userEvent.click(await screen.findByRole('button', { name: 'Nominate yourself: Wombat roundtable, closed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nomination unavailable' });
    expect(within(dialog).getByText('Nominations for this roundtable are closed')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
