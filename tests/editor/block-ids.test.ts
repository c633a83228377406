import { describe, expect, it } from 'vitest';
import { suggestBlockId, validateNewBlockId } from '../../src/editor/store';

const onPage = new Set(['hero', 'hero-blade-1', 'hero-blade-2', 'footer']);

describe('a new block id: required, lowercased, trimmed, unique on the page', () => {
  it.each<[string, string, ReturnType<typeof validateNewBlockId>]>([
    ['a fresh id', 'speakers', null],
    ['empty', '', 'required'],
    ['only spaces', '   ', 'required'],
    ['an id already on the page', 'hero', 'taken'],
    ['a taken id in capitals', 'HERO', 'taken'],
    ['a taken id with spaces around', '  footer ', 'taken'],
    ['capitals of a fresh id', 'Speakers', null],
  ])('%s (%j) → %s', (_story, input, problem) => {
    expect(validateNewBlockId(input, onPage)).toBe(problem);
  });
});

describe('the default id offered: component name plus a counter', () => {
  it.each<[string, string]>([
    ['session-list', 'session-list-1'],
    ['hero-blade', 'hero-blade-3'],
    ['Footer', 'footer-1'],
  ])('%s → %s', (component, suggested) => {
    expect(suggestBlockId(component, onPage)).toBe(suggested);
    expect(validateNewBlockId(suggested, onPage)).toBeNull();
  });
});
