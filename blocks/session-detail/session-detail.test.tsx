import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../src/app/block-kit';
import { ROLE_SCOPES } from '../../src/engine';
import { FAVORITE_TYPES } from '../../src/engine/lazy/favorites';
import { testUser } from '../../tests/ui/helpers/fixtures';
import { demoSettings } from '../../storybook/demo-page-context';
import { brk101, brk101ForAnonymous, brk101Related } from '../testing/catalogue-samples';
import { Answer, installItemApi, renderDetail } from '../testing/detail-harness';
import { sessionDetail } from './index';
import { blockDefaults } from '../shared/lazy/block-meta';

const api = { '/session/BRK101': brk101, '/session/session-brk101/related': brk101Related };
const onPage = (extra: Parameters<typeof renderDetail>[2] = {}) =>
  renderDetail(sessionDetail, blockDefaults(sessionDetail), { page: 'session-detail', params: { id: 'BRK101' }, ...extra });
const inPerson = { scopes: ROLE_SCOPES['inperson-attendee'] };
const plain = (text: string | null | undefined) => text?.replace(/[\u202f\u00a0\u2009]/g, ' ');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  useShellStore.setState({ testingDate: null });
});

describe('session detail', () => {
  it('opens the session of the route by its code, with its facts in the conference time zone', async () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const { requests } = installItemApi(api);
    onPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Building resilient APIs on Kubernetes' })).toBeTruthy();
    expect(requests).toContain('/session/BRK101');
    const facts = within(screen.getByRole('complementary', { name: 'Session details' }));
    expect(plain(facts.getByText(/PST$/).textContent)).toBe('Mar 9, 2027, 9:00 AM – 10:00 AM PST');
    expect(plain(facts.getByText(/Your time/).textContent)).toBe('Your time: Mar 10, 2027, 2:00 AM – 3:00 AM GMT+9');
    expect(facts.getByText('60 min')).toBeTruthy();
    expect(facts.getByText('Cloud › Containers › Kubernetes')).toBeTruthy();
    expect(facts.getByText('English')).toBeTruthy();
    expect(facts.getByText('In-Person, Digital')).toBeTruthy();
    expect(facts.getByText('300')).toBeTruthy();
    expect(document.title).toBe('Building resilient APIs on Kubernetes | Confsite Summit 2027');
  });

  it('marks the title, the abstract and related sessions\' titles with the session\'s own language (WCAG 3.1.2)', async () => {
    const french = { ...brk101, title: 'Des API résilientes sur Kubernetes', sessionLanguage: 'fr-FR' };
    installItemApi({ ...api, '/session/BRK101': french });
    onPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Des API résilientes sur Kubernetes' });
    expect(heading.querySelector('[lang]')?.getAttribute('lang')).toBe('fr-FR');
    expect(document.querySelector('.detail-text')?.getAttribute('lang')).toBe('fr-FR');
    const related = await screen.findByRole('link', { name: brk101Related.relatedSessions[0]?.title ?? '' });
    expect(related.getAttribute('lang')).toBe(brk101Related.relatedSessions[0]?.sessionLanguage);
  });

  it('shows the time once for a visitor whose clocks show the conference time', async () => {
    vi.stubEnv('TZ', 'America/Vancouver');
    installItemApi(api);
    onPage();
    await screen.findByText(/PST$/);
    expect(screen.queryByText(/Your time/)).toBeNull();
  });

  it('shows the room only to in-person attendees, or to anonymous visitors when the site allows it', async () => {
    installItemApi(api);
    const { unmount } = onPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('North 205')).toBeNull();
    unmount();
    onPage(inPerson);
    expect(await screen.findByText('North 205')).toBeTruthy();
  });

  it('links every speaker, the resources that are safe, the repeat and the related sessions', async () => {
    installItemApi(api);
    onPage();
    const speakers = within(await screen.findByRole('region', { name: 'Speakers' }));
    expect(speakers.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/en-us/speakers/sp-ada');
    expect(speakers.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/en-us/speakers/sp-grace');
    const resources = within(screen.getByRole('region', { name: 'Resources' }));
    expect(resources.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://slides.example.com/BRK101.pdf',
      'https://docs.example.com/kubernetes',
    ]);
    const repeats = within(await screen.findByRole('region', { name: 'Also offered' }));
    expect(repeats.getByRole('link', { name: 'Building resilient APIs on Kubernetes' }).getAttribute('href')).toBe('/en-us/sessions/BRK101-R1');
    expect(repeats.getByText('Repeat')).toBeTruthy();
    const related = within(screen.getByRole('region', { name: 'Related sessions' }));
    expect(related.getByRole('link', { name: 'Observability for busy teams' }).getAttribute('href')).toBe('/en-us/sessions/BRK200');
  });

  it('goes live at the start and on demand at the end, on the clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2027-03-09T08:59:00-08:00'));
    installItemApi(api);
    onPage(inPerson);
    await screen.findByText('This session will be streamed live.');
    expect(screen.queryByText('Live now')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Live now')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Watch the live stream/ }).getAttribute('href')).toBe('https://stream.example.com/live/BRK101');
    // While live, the next look is at the end time (the fake clock also moves with real time: leave a second's margin).
    const end = Date.parse(brk101.endDateTime as string);
    await act(() => vi.advanceTimersByTimeAsync(end - Date.now() - 1000));
    expect(screen.getByText('Live now')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('On demand')).toBeTruthy();
    expect(screen.getByLabelText('Recording of Building resilient APIs on Kubernetes').getAttribute('src')).toBe('https://media.example.com/sessions/BRK101.mp4');
  });

  it('shows anonymous visitors, who receive no stream address, a sign-in prompt instead of the live stream', async () => {
    installItemApi({ ...api, '/session/BRK101': brk101ForAnonymous });
    onPage({ settings: { ...demoSettings, serverTestingDate: '2027-03-09T09:30:00-08:00' } });
    expect(await screen.findByText('Sign in to watch the live stream.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en-us/sign-in');
    expect(screen.queryByRole('link', { name: /Watch the live stream/ })).toBeNull();
  });

  it('shows anonymous visitors a sign-in prompt instead of the recording', async () => {
    installItemApi({ ...api, '/session/BRK101': brk101ForAnonymous });
    onPage({ settings: { ...demoSettings, serverTestingDate: '2027-03-10T12:00:00-08:00' } });
    expect(await screen.findByText('On demand')).toBeTruthy();
    const video = within(screen.getByRole('region', { name: 'Video' }));
    expect(video.getByText('Sign in to watch the recording.')).toBeTruthy();
    expect(video.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en-us/sign-in');
    expect(document.querySelector('video')).toBeNull();
  });

  it('takes the moment from the local testing date: a session without video has ended', async () => {
    useShellStore.setState({ testingDate: '2027-03-10T12:00:00Z' });
    installItemApi({ ...api, '/session/BRK101': { ...brk101ForAnonymous, hasOnDemand: false } });
    onPage();
    expect(await screen.findByText('Ended')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Video' })).toBeNull();
  });

  it('offers signed-in visitors the favorite button beside the title, pressed for a favorite', async () => {
    const attendee = testUser('inperson-attendee');
    installItemApi({ ...api, [`/favorite/${FAVORITE_TYPES.session}`]: { type: FAVORITE_TYPES.session, ids: [brk101.sessionId] } });
    onPage({ user: attendee, scopes: attendee.scopes });
    const button = await screen.findByRole('button', { name: `Add ${brk101.title} to favorites` });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: brk101.title })).toBeTruthy();
  });

  it('says so when no session has the code', async () => {
    installItemApi(api);
    renderDetail(sessionDetail, blockDefaults(sessionDetail), { page: 'session-detail', params: { id: 'NOPE1' } });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find a session with the code or ID NOPE1.');
  });

  it('reports a failed load and loads again on retry', async () => {
    const answers: Record<string, unknown> = { ...api, '/session/BRK101': new Answer(503, { error: 'Unavailable', message: 'down' }) };
    installItemApi(answers);
    onPage();
    expect((await screen.findByRole('alert')).textContent).toBe('session-BRK101 could not be loaded');
    answers['/session/BRK101'] = brk101;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Building resilient APIs on Kubernetes' })).toBeTruthy();
  });
});
