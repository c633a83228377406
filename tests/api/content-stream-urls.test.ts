import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllContentResponse, BlockInstance, ResolvedPage, Role } from '../../src/engine';
import { fromRoot } from '../../server/paths';
import { DRIVERS, json, startServer, type TestServer } from './harness';

/** The first conference day, when the seeded home shows its live phase with the main stage's studio player. */
const LIVE = '2027-03-09T10:00:00-08:00';
const MAIN_STAGE = 'https://stream.example.com/live/main-stage.m3u8';
const TEASER = 'https://cdn.example/teaser.webm';

const video = (contentId: string, requiresAuth: boolean): BlockInstance => ({
  component: 'inline-video-player',
  contentId,
  key: contentId,
  props: { videoUrl: TEASER, captions: 'https://cdn.example/teaser.vtt', ariaLabel: 'Teaser', requiresAuth },
});

describe.each(DRIVERS)('stream addresses in page content (%s)', (driver) => {
  let server: TestServer;
  const read = async (url: string, who?: Role): Promise<ResolvedPage> => {
    const response = await server.app.inject({ url: `/api/v1/content/${url}`, headers: who ? await server.auth(who) : {} });
    expect(response.statusCode).toBe(200);
    return json<ResolvedPage>(response);
  };
  const props = (page: ResolvedPage, contentId: string) => page.blocks.find((block) => block.contentId === contentId)?.props;
  const liveHome = (who?: Role) => read(`home?testingDate=${encodeURIComponent(LIVE)}`, who);

  beforeAll(async () => {
    server = await startServer(driver, { contentDir: fromRoot('pages-content') });
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/content/watch',
      headers: await server.auth('contenteditor'),
      payload: { phase: 'pre-event', baseRevision: 0, blocks: [video('members-only', true), video('for-everyone', false)] },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it('sends anonymous visitors the live home without the studio player’s stream address', async () => {
    const page = await liveHome();
    expect(page.phase).toBe('live');
    expect(props(page, 'main-stage')).toMatchObject({ videoTitle: 'translate.home.live.studio.title' });
    expect(props(page, 'main-stage')).not.toHaveProperty('videoUrl');
    expect(JSON.stringify(page)).not.toContain('stream.example.com');
  });

  it('sends signed-in attendees and editors the stream address', async () => {
    expect(props(await liveHome('attendee'), 'main-stage')?.videoUrl).toBe(MAIN_STAGE);
    expect(props(await liveHome('contenteditor'), 'main-stage')?.videoUrl).toBe(MAIN_STAGE);
    const all = await server.app.inject({ url: '/api/v1/content/all/home', headers: await server.auth('contenteditor') });
    const stage = json<AllContentResponse>(all).environments.cont.live?.blocks.find((block) => block.contentId === 'main-stage');
    expect(stage?.props.videoUrl).toBe(MAIN_STAGE);
  });

  it('keeps a video that requires sign-in from anonymous visitors, and leaves the others alone', async () => {
    const anonymous = await read('watch');
    expect(props(anonymous, 'members-only')).toMatchObject({ requiresAuth: true, ariaLabel: 'Teaser' });
    expect(props(anonymous, 'members-only')).not.toHaveProperty('videoUrl');
    expect(props(anonymous, 'members-only')).not.toHaveProperty('captions');
    expect(props(anonymous, 'for-everyone')).toMatchObject({ videoUrl: TEASER, requiresAuth: false });
    expect(props(await read('watch', 'attendee'), 'members-only')?.videoUrl).toBe(TEASER);
  });
});
