import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsSaveResponse } from '../../src/engine';
import { json, startServer, type TestServer } from './harness';

/** The directives of a Content Security Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('the Content Security Policy of the site’s pages', () => {
  let server: TestServer;
  const page = async (url = '/en-us/home', headers: Record<string, string> = {}) => server.app.inject({ url, headers });

  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(() => server.close());

  it('lets only this answer’s nonce and the allow-listed origins run scripts on a signed-in visitor’s page, and frames only allow-listed pages', async () => {
    const response = await page('/en-us/home', await server.auth('attendee'));
    const policy = directives(response.headers['content-security-policy']);
    const scripts = policy.get('script-src') ?? [];
    const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1) ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.body).toContain(`<script type="module" src="/assets/app-abc123.js" nonce="${nonce}">`);
    expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(response.body).not.toContain('CONFSITE_CSP_NONCE');
    expect(scripts).toEqual([`'nonce-${nonce}'`, 'https://chat.example.com']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://chat.example.com', 'https://*.video.example.com']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('gives a signed-in visitor’s every answer a nonce of its own, at every page path', async () => {
    const attendee = await server.auth('attendee');
    // The app answers a path that leads nowhere too (with 404), and runs there under its own nonce as well.
    const nonces = await Promise.all(['/', '/en-us/home', '/index.html', '/de-de/about?x=1', '/en-us/no-such-page'].map(async (url) => {
      const response = await page(url, attendee);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      return /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    }));
    expect(nonces.every((nonce) => nonce !== undefined)).toBe(true);
    expect(new Set(nonces).size).toBe(5);
  });

  it('lets only the site’s own files and the allow-listed origins run scripts on the page every anonymous visitor is sent', async () => {
    // One answer for all, kept by shared caches: a nonce in it would be known to everyone, so it has none.
    for (const url of ['/en-us/home', '/en-us/no-such-page']) {
      const response = await page(url);
      expect(directives(response.headers['content-security-policy']).get('script-src'), url).toEqual(["'self'", 'https://chat.example.com']);
      expect(response.body).toContain('<script type="module" src="/assets/app-abc123.js">');
      expect(response.body).not.toMatch(/nonce=/);
    }
  });

  it('allows eval to content editors’ pages only (the editor’s forms compile schemas)', async () => {
    const scriptsFor = async (headers: Record<string, string>) => directives((await page('/en-us/home', headers)).headers['content-security-policy']).get('script-src');
    expect(await scriptsFor({})).not.toContain("'unsafe-eval'");
    expect(await scriptsFor(await server.auth('attendee'))).not.toContain("'unsafe-eval'");
    expect(await scriptsFor(await server.auth('contenteditor'))).toContain("'unsafe-eval'");
  });

  it('follows the site editors’ allow-lists, and refuses a value that is no origin with the path of each bad one', async () => {
    const save = async (value: unknown) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/siteeditor/setting/cont',
        headers: await server.auth('siteeditor'),
        payload: { changes: [{ name: 'allowedScriptOrigins', value }] },
      });
    const refused = await save(['https://ok.example.com', "https://a.example.com; script-src 'unsafe-inline'", '*']);
    expect(refused.statusCode).toBe(400);
    expect(json<SettingsSaveResponse>(refused).details?.map((issue) => issue.path)).toEqual(['/body/changes/0/value/1', '/body/changes/0/value/2']);
    expect((await save('https://ok.example.com')).statusCode).toBe(400);

    expect((await save(['https://widgets.example.com'])).statusCode).toBe(200);
    expect(directives((await page()).headers['content-security-policy']).get('script-src')?.slice(1)).toEqual(['https://widgets.example.com']);
  });

  it('is changed by site editors only', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/siteeditor/setting/cont',
      headers: await server.auth('contenteditor'),
      payload: { changes: [{ name: 'allowedFrameOrigins', value: ['https://evil.example.com'] }] },
    });
    expect(response.statusCode).toBe(403);
    expect(directives((await page()).headers['content-security-policy']).get('frame-src')).not.toContain('https://evil.example.com');
  });
});
