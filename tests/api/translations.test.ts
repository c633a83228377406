import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, json, startServer, type TestServer } from './harness';

describe.each(DRIVERS)('translations (%s)', (driver) => {
  let server: TestServer;
  const load = (lng: string, query = '', headers: Record<string, string> = {}) =>
    server.app.inject({ url: `/api/v1/translation/${lng}/translation${query}`, headers });

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it('merges UI strings, content strings and the environment overrides, in that order', async () => {
    const response = await load('en-US');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      'translate.base.sign-in': 'Sign in',
      'translate.home.pre-event.intro.heading': 'Welcome',
      'translate.shared.content': 'Content string (cont)',
    });
  });

  it.each(['zh-CN', 'zh-cn', 'zh-SG', 'zh-Hans', 'ZH-HANS'])('serves %s the Simplified Chinese strings', async (lng) => {
    expect(json(await load(lng))).toEqual({ 'translate.base.sign-in': '登录', 'translate.home.pre-event.intro.heading': '欢迎' });
  });

  it('serves zh-HK the US English strings', async () => {
    expect(json(await load('zh-HK'))['translate.base.sign-in']).toBe('Sign in');
  });

  it('answers 404 for a language the site does not serve', async () => {
    const response = await load('ko-KR');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ error: 'NotFound' });
  });

  it('answers a served language without strings with an empty object', async () => {
    expect(json(await load('ja-JP'))).toEqual({});
  });

  it('sends an ETag, revalidates every time, and answers 304 when nothing changed', async () => {
    const first = await load('en-US');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await load('en-US', '', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves values with markup sanitised (fixture locales/fr-FR.json)', async () => {
    const response = await load('fr-FR');
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('onerror=');
    expect(response.body).not.toContain('javascript:');
    expect(json(response)).toMatchObject({
      'translate.hostile.script': '<p>Bonjour</p>',
      'translate.hostile.img': '<img src="/plan.png" alt="Plan">',
      'translate.hostile.link': '<a>cliquez</a> <a href="https://lieu.example" target="_blank" rel="noopener noreferrer">le lieu</a>',
    });
  });

  it('serves plain text with & and < exactly as written', async () => {
    const response = await load('fr-FR');
    expect(response.body).toContain('"translate.plain.ampersand":"Q&A: 1 < 2"');
    expect(json(response)).toMatchObject({ 'translate.plain.ampersand': 'Q&A: 1 < 2', 'translate.plain.brackets': 'a <3 b && c > d, <= 5' });
  });

  it('lets only content editors read another environment', async () => {
    expect((await load('en-US', '?env=uat')).statusCode).toBe(403);
    const uat = await load('en-US', '?env=uat', await server.auth('contenteditor'));
    expect(json(uat)['translate.shared.content']).toBe('Content string');
  });
});
