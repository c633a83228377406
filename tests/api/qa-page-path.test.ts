import { describe, expect, it } from 'vitest';
import { qaPagePath } from '../../server/qa/page-path';
import { captureUrl, dynamicSelectors } from '../../server/qa/runner';

const SITE = 'https://confsite.test';

describe('qaPagePath', () => {
  it.each([
    ['/home', '/home'],
    ['/sessions?day=2', '/sessions?day=2'],
    ['/en-us/sessions/s-1', '/sessions/s-1'],
    ['/ja-jp', '/home'],
    ['/', '/home'],
    [`${SITE}/de-de/speakers#top`, '/speakers'],
    ['/a/../speakers', '/speakers'],
  ])('%s → %s', (value, path) => {
    expect(qaPagePath(value, SITE)).toEqual({ path });
  });

  it.each([
    ['https://evil.example/home', /not https:\/\/evil\.example/],
    ['//evil.example/home', /not https:\/\/evil\.example/],
    ['http://confsite.test/home', /not http:\/\/confsite\.test/],
    ['javascript:alert(1)', /path starting with \//],
    ['home', /path starting with \//],
    ['/api/v1/settings', /not an API address/],
    ['/en-us/api/v1/settings', /not an API address/],
  ])('refuses %s', (value, reason) => {
    const answer = qaPagePath(value, SITE);
    expect('error' in answer && answer.error).toMatch(reason);
  });
});

describe('the address a combination is captured at', () => {
  it('puts the language first and fixes the phase and environment in the query', () => {
    expect(captureUrl('http://127.0.0.1:3000', { language: 'fr-fr', page: '/sessions?day=2', testingDate: '2090-03-01T00:00:00Z', env: 'uat' })).toBe(
      'http://127.0.0.1:3000/fr-fr/sessions?day=2&testingDate=2090-03-01T00%3A00%3A00Z&env=uat',
    );
    expect(captureUrl('http://127.0.0.1:3000', { language: 'en-us', page: '/home', testingDate: undefined, env: undefined })).toBe('http://127.0.0.1:3000/en-us/home');
  });

  it('masks the dynamic block types and the chosen blocks, quoting their ids', () => {
    const selectors = dynamicSelectors({ dynamicBlocks: ['hero', 'a"b'] });
    expect(selectors).toContain('.block--countdown');
    expect(selectors.slice(-2)).toEqual(['[id="hero"]', '[id="a\\"b"]']);
  });
});
