import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionAnswer } from '../../schemas/generated/api/catalogue/session-answer';
import { favoriteKeys } from '../../src/api/lazy/favorites';
import { PageContext, type PageContextValue } from '../../src/app/block-kit';
import { ROLE_SCOPES } from '../../src/engine';
import { FAVORITE_TYPES } from '../../src/engine/lazy/favorites';
import { demoPageContext, demoSettings } from '../../storybook/demo-page-context';
import { sessionAnswerFor } from '../../src/engine/lazy/session-answer';
import { session, speaker } from '../../tests/engine/catalogue-search/builders';
import { SessionCard } from '../shared/lazy/catalogue/cards/SessionCard';
import { CatalogueDisplayContext } from '../shared/lazy/catalogue/display-context';

const SPEAKERS = ['Ada Lovelace', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov'].map((name, index) => speaker({ speakerId: `sp${index}`, displayName: name }));

const mesh: SessionAnswer = sessionAnswerFor(
  session({
    sessionId: 's1',
    sessionCode: 'BRK210',
    title: 'Service meshes without tears',
    description: 'Sidecars, ambient mode and what to measure.',
    location: 'Room 612',
    startDateTime: '2027-03-09T09:00:00-08:00',
    endDateTime: '2027-03-09T09:45:00-08:00',
    durationInMinutes: 45,
    sessionType: { logicalValue: 'Breakout', displayValue: 'Breakout' },
  }),
  SPEAKERS,
  'anonymous',
);

function showCard(item: SessionAnswer, { context = {}, timeZone = 'America/Los_Angeles', now = '2027-03-01T00:00:00Z' }: { context?: Partial<PageContextValue>; timeZone?: string; now?: string } = {}) {
  // Signed-in visitors get the favorite button, which needs their (here: empty) favorites.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(favoriteKeys.ofType(FAVORITE_TYPES.session), { type: FAVORITE_TYPES.session, ids: [] });
  return render(
    <QueryClientProvider client={queryClient}>
      <PageContext.Provider value={demoPageContext(context)}>
        <CatalogueDisplayContext.Provider value={{ timeZone, now: new Date(now) }}>
          <SessionCard item={item} view="list" />
        </CatalogueDisplayContext.Provider>
      </PageContext.Provider>
    </QueryClientProvider>,
  );
}

describe('session card', () => {
  it('links the title to the session by code and shows type, code, time, duration, speakers and description', () => {
    showCard(mesh);
    expect(screen.getByRole('link', { name: 'Service meshes without tears' }).getAttribute('href')).toBe('/en-us/sessions/BRK210');
    expect(screen.getByText('Breakout')).toBeTruthy();
    expect(screen.getByText('BRK210')).toBeTruthy();
    expect(screen.getByText('Mar 9, 2027, 9:00 AM – 9:45 AM PST').getAttribute('dateTime')).toBe('2027-03-09T09:00:00-08:00');
    expect(screen.getByText('· 45 min')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace, Grace Hopper, Edsger Dijkstra…')).toBeTruthy();
    expect(screen.getByText('Sidecars, ambient mode and what to measure.')).toBeTruthy();
  });

  it('shows times in the chosen zone with the language’s 24-hour clock', () => {
    showCard(mesh, { context: { locale: 'de-de' }, timeZone: 'Europe/Berlin' });
    expect(screen.getByText(/^09\.03\.2027, 18:00 – 18:45 MEZ$/)).toBeTruthy();
  });

  it('names as many speakers as the tile setting allows', () => {
    showCard(mesh, { context: { settings: { ...demoSettings, settings: { ...demoSettings.settings, maxNumOfSpeakersOnSessionTile: 2 } } } });
    expect(screen.getByText('Ada Lovelace, Grace Hopper…')).toBeTruthy();
    showCard({ ...mesh, speakers: SPEAKERS.slice(0, 3) });
    expect(screen.getByText('Ada Lovelace, Grace Hopper, Edsger Dijkstra')).toBeTruthy();
  });

  it.each([
    ['anonymous visitors', {}, false],
    ['anonymous visitors where rooms are shown to them', { settings: { ...demoSettings, features: { ...demoSettings.features, showRoomsToAnonymousUsers: true } } }, true],
    ['signed-in attendees who are not there in person', { scopes: ROLE_SCOPES.attendee }, false],
    ['in-person attendees', { scopes: ROLE_SCOPES['inperson-attendee'] }, true],
  ] as [string, Partial<PageContextValue>, boolean][])('shows the room to %s: %s', (_who, context, shown) => {
    showCard(mesh, { context });
    expect(screen.queryByText('Room 612') !== null).toBe(shown);
  });

  it('marks a session live from its start until its end', () => {
    const live = showCard(mesh, { now: '2027-03-09T17:00:00Z' });
    expect(screen.getByText('Live now')).toBeTruthy();
    live.unmount();
    showCard(mesh, { now: '2027-03-09T17:45:00Z' });
    expect(screen.queryByText('Live now')).toBeNull();
  });

  it('says on demand for a session without a timeslot', () => {
    showCard({ ...mesh, startDateTime: null, endDateTime: null, hasOnDemand: true });
    expect(screen.getByText('On demand')).toBeTruthy();
  });
});
