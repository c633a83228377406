import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_SCOPES } from '../../src/engine';
import { demoSettings } from '../../storybook/demo-page-context';
import { session } from '../../tests/engine/catalogue-search/builders';
import { catalogueRoutes } from '../../tests/ui/fixtures/catalogue-routes';
import { installFakeApi } from '../testing/event-data-api';
import { Answer, renderDetail } from '../testing/detail-harness';
import { promotedSessions } from './index';
import type { PromotedSessionsProps } from './props.gen';

const keynote = { logicalValue: 'Keynote', displayValue: 'Keynote' };
const day = (hour: number) => `2027-03-09T${String(hour).padStart(2, '0')}:00:00-08:00`;
// Twelve keynotes an hour apart from 08:00, so their order by status depends on the moment.
const keynotes = Array.from({ length: 12 }, (_, index) =>
  session({ sessionId: `key${index + 1}`, title: `Keynote ${index + 1}`, sessionType: keynote, startDateTime: day(8 + index), endDateTime: day(9 + index) }),
);
const chosen = [session({ sessionId: 'brk7', sessionCode: 'BRK007', title: 'Chosen breakout' }), session({ sessionId: 'thr1', title: 'Chosen theater' })];
const sessions = [...keynotes, ...chosen];

const show = (props: PromotedSessionsProps, context = {}) => renderDetail(promotedSessions, { heading: 'Not to miss', ...props }, context);
const titles = async () => (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('promoted sessions', () => {
  it("shows the chosen sessions first in the editor's order, by id or code, then sessions of the types, up to the limit", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(day(7)));
    const { calls } = installFakeApi(catalogueRoutes({ sessions }));
    show({ sessionIds: ['thr1', 'BRK007', 'nope'], sessionTypes: ['Keynote'], limit: 4 });
    expect(await titles()).toEqual(['Chosen theater', 'Chosen breakout', 'Keynote 1', 'Keynote 2']);
    expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual(['POST /session/list/en-us', 'POST /session/search']);
    expect(calls.find((call) => call.path === '/session/list/en-us')?.body).toEqual({ ids: ['thr1', 'BRK007', 'nope'] });
  });

  it('shows ten at most unless told otherwise, the live one first, then the upcoming ones', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(day(12)));
    installFakeApi(catalogueRoutes({ sessions }));
    show({ sessionTypes: ['Keynote'] }, { settings: { ...demoSettings, serverTestingDate: day(12) } });
    const shown = await titles();
    expect(shown).toHaveLength(10);
    // At 12:00 keynote 5 (12–13) is live, 6 to 12 are to come, 1 to 4 are over.
    expect(shown.slice(0, 4)).toEqual(['Keynote 5', 'Keynote 6', 'Keynote 7', 'Keynote 8']);
    expect(screen.getAllByText('Live now', { selector: '.catalogue-tag' })).toHaveLength(1);
  });

  it("puts an editor's label and text under a session's card", async () => {
    installFakeApi(catalogueRoutes({ sessions }));
    show({ sessionIds: ['BRK007'], sessionsInformation: [{ sessionId: 'brk7', label: 'New', text: 'Added after popular demand.' }] });
    await titles();
    expect(screen.getByText('New').closest('p')?.textContent).toBe('New Added after popular demand.');
  });

  it('tells only editors to choose sessions when none are chosen', () => {
    installFakeApi({});
    const { unmount } = show({}, { isEditor: true, scopes: ROLE_SCOPES.contenteditor });
    expect(screen.getByText("Choose sessions or session types in this block's settings.")).toBeTruthy();
    unmount();
    show({});
    expect(screen.getByRole('heading', { level: 2, name: 'Not to miss' })).toBeTruthy();
    expect(screen.queryByText(/Choose sessions/)).toBeNull();
  });

  it('reports a failed load and loads again on retry', async () => {
    const routes = catalogueRoutes({ sessions });
    const list = routes['POST /session/list/en-us'];
    let down = true;
    installFakeApi({ ...routes, 'POST /session/list/en-us': (call) => (down ? new Answer(503, { error: 'Unavailable', message: 'down' }) : list?.(call)) });
    show({ sessionIds: ['thr1'] });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load these sessions.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await titles()).toEqual(['Chosen theater']);
  });
});
