import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, fixture, json, startServer, type TestServer } from './harness';

describe.each(DRIVERS)('serving the client build (%s)', (driver) => {
  let server: TestServer;
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it('caches hashed assets forever', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('fixture bundle');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves one glyph of the icon set per request, cached for a day, and nothing outside the set', async () => {
    const glyph = await get('/glyphs/sparkles.svg');
    expect(glyph.statusCode).toBe(200);
    expect(glyph.headers['content-type']).toContain('image/svg+xml');
    expect(glyph.headers['cache-control']).toBe('public, max-age=86400');
    expect(glyph.body).toContain('<circle cx="4" cy="20" r="2" />');
    for (const url of ['/glyphs/no-such-glyph.svg', '/glyphs/..%2F..%2Fpackage.json', '/glyphs/../package.json']) {
      const response = await get(url);
      expect(response.body, url).not.toContain('"dependencies"');
      expect(response.headers['content-type'] ?? '', url).not.toContain('svg');
    }
  });

  it('revalidates index.html (kept by shared caches for anonymous visitors, by the browser only for others) and other files', async () => {
    for (const [url, cacheControl] of [['/', 'public, no-cache'], ['/index.html', 'public, no-cache'], ['/build-info.json', 'no-cache']] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(cacheControl);
    }
  });

  it('answers client routes with index.html', async () => {
    for (const url of ['/en-us/home', '/zh-cn/about?tab=1']) {
      // The first visitor is sent the page as it is drawn; the next ones, the page as kept for every anonymous visitor.
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const response = await get(url);
      expect(response.body).toBe(first.body);
      expect(response.headers['content-type']).toContain('text/html');
      // The same for every anonymous visitor: any cache may keep it, and asks again with its ETag.
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
      expect(response.body).toContain('/assets/app-abc123.js');
      // A signed-in visitor's has a nonce and a head of their own: no shared cache keeps it.
      const personal = await server.app.inject({ url, headers: await server.auth('attendee') });
      expect(personal.headers['cache-control']).toBe('private, no-cache');
      expect(personal.headers.etag).toBeUndefined();
    }
  });

  it('keeps API misses, missing assets and missing glyphs as JSON 404s', async () => {
    for (const url of ['/api/v1/nothing-here', '/api', '/assets/gone-123.js', '/glyphs/gone.svg']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(json(response)).toMatchObject({ error: 'NotFound' });
    }
  });

  it('sends the build\'s compressed copy of an asset as it is', async () => {
    const asset = await get('/assets/chunk-def456.js', { 'accept-encoding': 'gzip, br' });
    expect(asset.headers['content-encoding']).toBe('br');
    // The stored copy, with its length; one compressed on the fly would be streamed without it.
    expect(Number(asset.headers['content-length'])).toBe(readFileSync(fixture('client-build/assets/chunk-def456.js.br')).length);
    expect(brotliDecompressSync(asset.rawPayload).equals(readFileSync(fixture('client-build/assets/chunk-def456.js')))).toBe(true);
  });

  it('compresses static files and API answers above a kilobyte', async () => {
    const asset = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    const content = await get('/api/v1/content/all/home', { ...(await server.auth('siteeditor')), 'accept-encoding': 'gzip' });
    expect(content.headers['content-encoding']).toBe('gzip');
    const small = await get('/api/v1/ping', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
