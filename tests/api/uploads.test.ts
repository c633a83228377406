import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '../../src/engine';
import { DRIVERS, json, startServer, type TestServer } from './harness';

// A real 1×1 PNG and GIF.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d3e2c10000000049454e44ae426082',
  'hex',
);
const GIF = Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');

describe.each(DRIVERS)('file upload (%s)', (driver) => {
  let server: TestServer;
  const upload = async (body: Buffer, fileName: string, contentType: string, role: 'siteeditor' | 'contenteditor' = 'siteeditor') =>
    server.app.inject({
      method: 'PUT',
      url: '/api/v1/siteeditor/file',
      headers: { ...(await server.auth(role)), 'x-file-name': fileName, 'content-type': contentType },
      payload: body,
    });

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it.each([
    [PNG, 'design.png', 'image/png', /^\/uploads\/[a-f0-9]{64}\.png$/],
    [GIF, 'spinner.GIF', 'image/gif', /^\/uploads\/[a-f0-9]{64}\.gif$/],
  ])('stores %#, answers its URL and serves it cached for good', async (bytes, name, type, url) => {
    const response = await upload(bytes, name, type);
    expect(response.statusCode).toBe(200);
    const body = json<UploadResponse>(response);
    expect(body.url).toMatch(url);
    const served = await server.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('needs a site editor', async () => {
    expect((await server.app.inject({ method: 'PUT', url: '/api/v1/siteeditor/file', payload: PNG, headers: { 'content-type': 'image/png', 'x-file-name': 'a.png' } })).statusCode).toBe(401);
    expect((await upload(PNG, 'a.png', 'image/png', 'contenteditor')).statusCode).toBe(403);
  });

  it.each([
    ['bytes that are not an image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'evil.png', 'image/png'],
    ['a PNG declared as a GIF', PNG, 'design.gif', 'image/gif'],
    ['a PNG with a .txt name', PNG, 'design.txt', 'image/png'],
    ['an SVG type', PNG, 'design.svg', 'image/svg+xml'],
  ])('refuses %s with 415', async (_case, bytes, name, type) => {
    const response = await upload(bytes, name, type);
    expect(response.statusCode).toBe(415);
    expect(json(response)).toMatchObject({ error: 'UnsupportedMediaType' });
  });

  it('refuses files over 10 MB with 413', async () => {
    const response = await upload(Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'huge.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({ error: 'PayloadTooLarge' });
  });

  it('answers 404 for names that are not stored uploads', async () => {
    expect((await server.app.inject({ url: `/uploads/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/uploads/..%2Fjwt-secret' })).statusCode).toBe(404);
  });
});
