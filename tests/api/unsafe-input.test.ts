import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUnsafeInput } from '../../server/http/input-guard';
import { DRIVERS, json, startServer, type TestServer } from './harness';

/** `[[[…"x"…]]]`, `depth` arrays deep, as a client would send it (built as text: no recursion here either). */
const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

describe('findUnsafeInput', () => {
  it.each([
    ['a clean body', { a: ['b', { c: 1 }] }, undefined],
    ['a NUL in a nested string', { a: ['ok', { c: 'x\u0000y' }] }, '/body/a/1/c'],
    ['a NUL in a name', { 'bad\u0000name': 1 }, '/body/bad\u0000name'],
    ['a slash and tilde in a name (escaped as JSON pointers are)', { 'a/b~c': 'x\u0000' }, '/body/a~1b~0c'],
    ['a lone high surrogate in a string', { a: 'x\uD800y' }, '/body/a'],
    ['a lone low surrogate at the end of a name', { 'name\uDFFF': 1 }, '/body/name\uDFFF'],
    ['a whole surrogate pair (an emoji)', { 'party \u{1F389}': 'ok \u{1F4A5}' }, undefined],
    ['nesting past the limit', JSON.parse(nested(70)) as unknown, `/body${'/0'.repeat(64)}`],
    ['nesting at the limit', JSON.parse(nested(63)) as unknown, undefined],
    ['a buffer (uploads), which is not walked', Buffer.from([0, 1, 2]), undefined],
  ])('%s', (_story, value, path) => {
    expect(findUnsafeInput(value, '/body')?.path).toBe(path);
  });
});

describe.each(DRIVERS)('unsafe input is refused at the edge with a 400 and its path (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  const expectRefused = (response: { statusCode: number; json(): unknown }, path: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'ValidationError', details: [{ path }] });
  };

  it('a NUL in a path parameter', async () => {
    const response = await server.app.inject({ url: '/api/v1/speaker/ab%00cd' });
    expectRefused(response, '/params/id');
  });

  it('a NUL in a query parameter', async () => {
    expectRefused(await server.app.inject({ url: '/api/v1/content/home?testingDate=2027%00' }), '/query/testingDate');
  });

  it('a NUL in page content, and the page keeps its revision', async () => {
    const editor = await server.auth('siteeditor');
    const before = json<{ revision: number; phase: string }>(await server.app.inject({ url: '/api/v1/content/home', headers: editor }));
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/content/home',
      headers: editor,
      payload: { phase: before.phase, baseRevision: before.revision, blocks: [{ component: 'content-block', contentId: 'c1', key: 'c1', props: { text: 'a\u0000b' } }] },
    });
    expectRefused(response, '/body/blocks/0/props/text');
    const after = json<{ revision: number }>(await server.app.inject({ url: '/api/v1/content/home', headers: editor }));
    expect(after.revision).toBe(before.revision);
  });

  it('a NUL in a translation', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/translation/update/en-us',
      headers: await server.auth('siteeditor'),
      payload: { entries: { 'translate.custom.x': 'a\u0000b' } },
    });
    expectRefused(response, '/body/entries/translate.custom.x');
  });

  it('a lone surrogate in a setting, a page title or page content, which PostgreSQL refuses in JSON', async () => {
    const headers = { ...(await server.auth('siteeditor')), 'content-type': 'application/json' };
    const refused = [
      ['POST', '/api/v1/siteeditor/setting/cont', '{"changes":[{"name":"programName","value":"a\\ud800b"}]}', '/body/changes/0/value'],
      ['POST', '/api/v1/pages', '{"slug":"surrogate","titles":{"en-us":"a\\udfffb"}}', '/body/titles/en-us'],
      [
        'PUT',
        '/api/v1/content/home',
        '{"phase":"pre-event","baseRevision":0,"force":true,"blocks":[{"component":"content-block","contentId":"c1","key":"c1","props":{"text":"\\ud800"}}]}',
        '/body/blocks/0/props/text',
      ],
    ] as const;
    for (const [method, url, payload, path] of refused) expectRefused(await server.app.inject({ method, url, headers, payload }), path);
  });

  it('a setting nested 3,000 levels deep', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/siteeditor/setting/cont',
      headers: { ...(await server.auth('siteeditor')), 'content-type': 'application/json' },
      payload: `{"changes":[{"name":"programName","value":${nested(3000)}}]}`,
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ details: { path: string; message: string }[] }>(response).details[0]?.message).toBe('must not nest deeper than 64 levels');
  });
});
