import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRecord } from '../../schemas/generated/api/pages/page-record';
import type { BlockInstance, ResolvedPage, Role } from '../../src/engine';
import { heading } from './blocks';
import { DRIVERS, json, startServer, type TestServer } from './harness';

const TEXTS = {
  'translate.gated.open': 'Welcome, everyone',
  'translate.gated.shared': 'Said twice',
  'translate.gated.site-editors': 'Staff rota and door codes',
  'translate.gated.nested': 'Inside the staff box',
  'translate.gated.meetings': 'Meetings are coming',
  'translate.gated.attendees': 'Your badge pickup',
  'translate.gated.members': 'Members lounge wifi',
  'translate.gated.farewell': 'Goodbye page',
  'translate.gated.program': 'Staff Summit',
};

/** The home page of the story: one open block, and blocks gated every way a visitor can be kept out. */
const HOME: BlockInstance[] = [
  heading('open', 'translate.gated.open', { props: { heading: 'translate.gated.open', headingButtons: [{ text: 'translate.gated.shared' }] } }),
  { component: 'component-group', contentId: 'staff', key: 'staff', props: { heading: 'translate.gated.site-editors' }, permissions: { requireScope: 'siteeditor' } },
  heading('staff-child', 'translate.gated.nested', { parentId: 'staff', props: { heading: 'translate.gated.nested', subheading: 'translate.gated.shared' } }),
  heading('staff-sign-in', 'translate.base.sign-in', { permissions: { requireScope: 'siteeditor' } }),
  heading('meetings', 'translate.gated.meetings', { permissions: { requiresFeature: 'showMeetings' } }),
  heading('attendees', 'translate.gated.attendees', { permissions: { requireScope: 'event-tools' } }),
];

const GATED = ['translate.gated.site-editors', 'translate.gated.nested', 'translate.gated.meetings', 'translate.gated.attendees', 'translate.gated.members'];

describe.each(DRIVERS)('texts of gated blocks and pages (%s)', (driver) => {
  let server: TestServer;
  /** `null` calls anonymously. */
  const as = async (who: Role | null) => (who ? server.auth(who) : {});
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who: Role | null = 'siteeditor') =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: await as(who), ...(payload ? { payload } : {}) });
  const load = async (who: Role | null, headers: Record<string, string> = {}) =>
    server.app.inject({ url: '/api/v1/translation/en-us/translation', headers: { ...(await as(who)), ...headers } });
  const texts = async (who: Role | null) => json<Record<string, string>>(await load(who));
  const savePhase = async (page: string, blocks: BlockInstance[]) => {
    const current = json<ResolvedPage>(await call('GET', `/content/${page}`));
    const saved = await call('PUT', `/content/${page}`, { phase: 'pre-event', baseRevision: current.revision, blocks });
    expect(saved.statusCode).toBe(200);
  };
  const createPage = async (slug: string, extra: object = {}) => {
    const response = await call('POST', '/pages', { slug, titles: { 'en-us': slug }, ...extra });
    expect(response.statusCode).toBe(201);
    return json<PageRecord>(response);
  };

  beforeAll(async () => {
    server = await startServer(driver);
    const written = await call('PUT', '/translation/update/en-us', { entries: TEXTS }, 'contenteditor');
    expect(written.statusCode).toBe(200);
    await savePhase('home', HOME);
    const members = await createPage('members', { requireScope: 'inperson' });
    await savePhase(members.id, [heading('lounge', 'translate.gated.members')]);
  });
  afterAll(() => server.close());

  it('gives an anonymous visitor no text of a block or page they may not see, and every other text', async () => {
    const anonymous = await texts(null);
    for (const key of GATED) expect(anonymous).not.toHaveProperty([key]);
    expect(anonymous).toMatchObject({
      'translate.gated.open': 'Welcome, everyone',
      'translate.gated.shared': 'Said twice',
      'translate.base.sign-in': 'Sign in',
      'translate.home.pre-event.intro.heading': 'Welcome',
    });
  });

  it('gives a signed-in attendee the text of a block for attendees, not that of staff or members', async () => {
    const attendee = await texts('attendee');
    expect(attendee['translate.gated.attendees']).toBe('Your badge pickup');
    for (const key of ['translate.gated.site-editors', 'translate.gated.nested', 'translate.gated.members']) expect(attendee).not.toHaveProperty([key]);
    expect((await texts('inperson-attendee'))['translate.gated.members']).toBe('Members lounge wifi');
  });

  it('gives a content editor every text', async () => {
    expect(await texts('contenteditor')).toMatchObject(TEXTS);
  });

  it('tags each audience’s texts apart, and revalidates each against its own', async () => {
    const [anonymous, attendee, editor] = await Promise.all([load(null), load('attendee'), load('contenteditor')]);
    const tags = [anonymous, attendee, editor].map((response) => String(response.headers.etag));
    expect(new Set(tags).size).toBe(3);
    expect((await load(null, { 'if-none-match': tags[0] as string })).statusCode).toBe(304);
    expect((await load(null, { 'if-none-match': tags[1] as string })).statusCode).toBe(200);
  });

  it('withholds the text of a block on the next request once a save gates it', async () => {
    expect(await texts(null)).toHaveProperty(['translate.gated.open']);
    await savePhase('home', HOME.map((block) => (block.contentId === 'open' ? { ...block, permissions: { requireScope: 'event-tools' } } : block)));
    const anonymous = await texts(null);
    expect(anonymous).not.toHaveProperty(['translate.gated.open']);
    expect(anonymous).not.toHaveProperty(['translate.gated.shared']);
    expect((await texts('attendee'))['translate.gated.open']).toBe('Welcome, everyone');
  });

  it('serves the text of a feature once a site editor turns the feature on', async () => {
    expect(await texts(null)).not.toHaveProperty(['translate.gated.meetings']);
    const saved = await call('POST', '/siteeditor/setting/cont', { changes: [{ name: 'showMeetings', value: true }] });
    expect(saved.statusCode).toBe(200);
    expect((await texts(null))['translate.gated.meetings']).toBe('Meetings are coming');
  });

  it('keeps serving a text a public setting names, though a hidden block names it too', async () => {
    await savePhase('home', [...HOME, heading('program', 'translate.gated.program', { permissions: { requireScope: 'siteeditor' } })]);
    expect(await texts(null)).not.toHaveProperty(['translate.gated.program']);
    expect((await call('POST', '/siteeditor/setting/cont', { changes: [{ name: 'programName', value: 'translate.gated.program' }] })).statusCode).toBe(200);
    expect((await texts(null))['translate.gated.program']).toBe('Staff Summit');
  });

  it('withholds the texts of a page once it is deleted', async () => {
    const page = await createPage('farewell');
    await savePhase(page.id, [heading('bye', 'translate.gated.farewell')]);
    expect((await texts(null))['translate.gated.farewell']).toBe('Goodbye page');
    expect((await call('DELETE', `/pages/${page.id}`, { baseRevision: page.revision })).statusCode).toBe(200);
    expect(await texts(null)).not.toHaveProperty(['translate.gated.farewell']);
  });
});
