import { describe, expect, it } from 'vitest';
import { isOriginAllowed, isOriginPattern, originList } from '../../src/engine/lazy/allowed-origins';

const SITE = 'https://confsite.test';

describe('isOriginPattern: what an allow-list may hold', () => {
  it.each(['https://chat.example.com', 'https://*.example.com', 'https://embed.bsky.app', 'https://chat.example.com:8443', 'http://localhost:5173', 'http://127.0.0.1'])(
    'accepts %s',
    (value) => expect(isOriginPattern(value)).toBe(true),
  );
  it.each<[string, unknown]>([
    ['plain http to another machine', 'http://chat.example.com'],
    ['a path', 'https://chat.example.com/widget.js'],
    ['a trailing slash', 'https://chat.example.com/'],
    ['a second directive smuggled in', "https://a.example.com; script-src 'unsafe-inline'"],
    ['a space and a second source', 'https://a.example.com https://b.example.com'],
    ['a CSP keyword', "'unsafe-inline'"],
    ['everything', '*'],
    ['a scheme only', 'https:'],
    ['a wildcard in the middle', 'https://chat.*.com'],
    ['a bare wildcard host', 'https://*'],
    ['javascript', 'javascript:alert(1)'],
    ['upper case (CSP hosts are compared lower case)', 'https://Chat.Example.com'],
    ['not a string', 42],
  ])('refuses %s', (_case, value) => expect(isOriginPattern(value)).toBe(false));
});

describe('originList', () => {
  it('keeps the valid entries of a list and nothing of anything else', () => {
    expect(originList(['https://a.example.com', 'nope', "'self'", 'https://*.b.example.com'])).toEqual(['https://a.example.com', 'https://*.b.example.com']);
    expect(originList('https://a.example.com')).toEqual([]);
    expect(originList(null)).toEqual([]);
  });
});

describe('isOriginAllowed', () => {
  const allowed = ['https://chat.example.com', 'https://*.video.example.com'];
  it.each<[string, string, boolean]>([
    ['a listed origin', 'https://chat.example.com/room?x=1', true],
    ['a subdomain of a wildcard', 'https://eu.video.example.com/embed/1', true],
    ['a deeper subdomain of a wildcard', 'https://a.eu.video.example.com/', true],
    ['the wildcard base itself (CSP does not match it either)', 'https://video.example.com/', false],
    ['another origin', 'https://evil.example.com/chat.js', false],
    ['a look-alike suffix', 'https://chat.example.com.evil.example/x.js', false],
    ['http instead of https', 'http://chat.example.com/room', false],
    ['another port', 'https://chat.example.com:8443/room', false],
    ['the site itself', 'https://confsite.test/embed', true],
    ['a site path', '/en-us/sessions', true],
    ['javascript', 'javascript:alert(1)', false],
    ['data', 'data:text/html,<script>x()</script>', false],
    ['not a URL', 'http://[', false],
  ])('%s', (_case, url, expected) => expect(isOriginAllowed(url, allowed, SITE)).toBe(expected));
});
