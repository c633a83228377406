import { describe, expect, it } from 'vitest';
import { isItemShown, type GatedItem } from './gating';
import { httpUrl, imageSrc, linkHref } from './safe-url';

describe('linkHref', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com'],
    ['/sessions', '/en-us/sessions'],
    ['/', '/en-us/home'],
    ['/de-de/sessions', '/de-de/sessions'],
    ['#agenda', '#agenda'],
    ['  /speakers  ', '/en-us/speakers'],
    ['javascript:alert(1)', undefined],
    ['JavaScript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['//evil.example/x', undefined],
    ['mailto:help@confsite.dev', undefined],
    ['sessions', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (url, expected) => {
    expect(linkHref(url, 'en-us')).toBe(expected);
  });
});

describe('media sources', () => {
  it.each([
    ['/images/a.svg', '/images/a.svg', undefined],
    ['https://cdn.example/v.mp4', 'https://cdn.example/v.mp4', 'https://cdn.example/v.mp4'],
    ['javascript:alert(1)', undefined, undefined],
    ['#top', undefined, undefined],
  ])('%j: image %j, http(s) %j', (url, image, http) => {
    expect(imageSrc(url)).toBe(image);
    expect(httpUrl(url)).toBe(http);
  });
});

describe('isItemShown', () => {
  const features = { showRegistrationButton: true, enableSignalr: false };
  it.each<[string, GatedItem, string[], boolean]>([
    ['no gates', {}, [], true],
    ['required feature on', { requiresFeature: 'showRegistrationButton' }, [], true],
    ['required feature off', { requiresFeature: 'enableSignalr' }, [], false],
    ['unknown feature', { requiresFeature: 'noSuchFlag' }, [], false],
    ['blocked scope not held', { blockedScope: 'event-tools' }, ['meetings'], true],
    ['blocked scope held', { blockedScope: 'event-tools' }, ['event-tools'], false],
    ['feature on but scope blocked', { requiresFeature: 'showRegistrationButton', blockedScope: 'event-tools' }, ['event-tools'], false],
  ])('%s', (_case, item, scopes, shown) => {
    expect(isItemShown(item, { features, scopes })).toBe(shown);
  });
});
