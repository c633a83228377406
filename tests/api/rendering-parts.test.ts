import { QueryClient } from '@tanstack/react-query';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fetchFirstScreenAnswers, serverQueryClient } from '../../src/app/server-rendering/first-screen-answers';
import { serialiseServerState } from '../../src/app/server-state';
import { createBlockAssetTags } from '../../server/rendering/block-assets';
import { preferredEncoding } from '../../server/rendering/encodings';
import { pageParts } from '../../server/rendering/page-parts';

const TEMPLATE =
  '<html><head><meta property="csp-nonce" nonce="CONFSITE_CSP_NONCE"><script type="module" src="/a.js" nonce="CONFSITE_CSP_NONCE"></script></head><body><div id="root"></div><noscript>x</noscript></body></html>';

describe('the encoding a cached page is sent in', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('the code and styles of the blocks a page draws first, named in its head', () => {
  it('links each stylesheet and preloads each script once, escaped, and nothing for blocks of the first download', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'block-assets-'));
    try {
      const list = {
        'session-catalogue': { js: ['assets/catalogue-A.js', 'assets/catalogue-parts-B.js'], css: ['assets/catalogue-parts-C.css'] },
        agenda: { js: ['assets/agenda-D.js', 'assets/catalogue-parts-B.js'], css: ['assets/catalogue-parts-C.css', 'assets/a"b.css'] },
      };
      writeFileSync(join(dir, 'block-assets.json'), JSON.stringify(list));
      const tags = createBlockAssetTags(dir);
      expect(await tags(['hero-blade', 'session-catalogue', 'agenda'])).toBe(
        '<link rel="stylesheet" crossorigin href="/assets/catalogue-parts-C.css">' +
          '<link rel="stylesheet" crossorigin href="/assets/a&quot;b.css">' +
          '<link rel="modulepreload" crossorigin href="/assets/catalogue-A.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/catalogue-parts-B.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/agenda-D.js">',
      );
      expect(await tags(['hero-blade'])).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names none when the build wrote no list', async () => {
    expect(await createBlockAssetTags(join(tmpdir(), 'no-such-build'))(['session-catalogue'])).toBe('');
  });
});

describe('a page in the parts it is sent in', () => {
  it('puts the drawn body in the root and its state after it, with the nonce in every script tag', () => {
    const parts = pageParts(TEMPLATE, 'N0NCE', '<link rel="preload" as="image" href="/hero.svg">');
    const page = parts.beforeBody + parts.body({ head: '', html: '<main>Hi</main>', state: '{"a":1}', firstScreenBlocks: [], complete: true });
    expect(page).toContain('<link rel="preload" as="image" href="/hero.svg"></head>');
    expect(page).toContain('<div id="root"><main>Hi</main></div><script type="application/json" id="server-state">{"a":1}</script><noscript>');
    expect(page.match(/nonce="N0NCE"/g)).toHaveLength(2);
    expect(page).not.toContain('CONFSITE_CSP_NONCE');
  });

  it('leaves no nonce attribute in a page without one, and an empty root when the browser draws the page', () => {
    const parts = pageParts(TEMPLATE, undefined);
    const page = parts.beforeBody + parts.body(undefined);
    expect(page).not.toMatch(/nonce=/);
    expect(page).toContain('<div id="root"></div><noscript>');
    expect(page).not.toContain('server-state');
  });
});

describe('the state a drawn page starts from', () => {
  it('holds no "<" that could close its element', () => {
    const text = serialiseServerState({ locale: 'en-us', texts: { title: '</script><script>alert(1)</script>' }, queries: { mutations: [], queries: [] } });
    expect(text).not.toContain('<');
    expect((JSON.parse(text) as { texts: { title: string } }).texts.title).toBe('</script><script>alert(1)</script>');
  });
});

describe('fetching what the first screen asks for', () => {
  /** A pretend page: the shell asks for `a`; once it has it, the page asks for `b` and `c`, `c` fails. */
  function page(client: QueryClient, calls: string[]) {
    const ask = (key: string, fail = false) =>
      client.defaultQueryOptions({
        queryKey: [key],
        queryFn: async () => {
          calls.push(key);
          if (fail) throw new Error('down');
          return key;
        },
      });
    return async () => {
      ask('a');
      if (client.getQueryData(['a'])) {
        ask('b');
        ask('c', true);
      }
    };
  }

  it('draws and fetches until nothing new is asked, each query once, and drops what failed for the browser to ask', async () => {
    const client = serverQueryClient();
    const calls: string[] = [];
    expect(await fetchFirstScreenAnswers(client, page(client, calls))).toBe(false);
    expect(calls.sort()).toEqual(['a', 'b', 'c']);
    expect(client.getQueryData(['b'])).toBe('b');
    expect(client.getQueryCache().find({ queryKey: ['c'] })).toBeUndefined();
  });

  it('needs the server render’s own client', async () => {
    await expect(fetchFirstScreenAnswers(new QueryClient(), async () => undefined)).rejects.toThrow('serverQueryClient');
  });
});
