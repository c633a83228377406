import { describe, expect, it } from 'vitest';
import { isTranslationKey, resolveText, rewritePhaseSegment } from '../../src/engine/translation-keys';

/** Spec (02 §5): translation keys must begin with `translate.` and contain only letters, digits, dots and hyphens.
 * (02 §4): pushing content to the next phase rewrites the phase segment of the translation key. */

describe('isTranslationKey: valid keys', () => {
  it.each([
    'translate.a',
    'translate.home',
    'translate.base.sign-in.persona.attendee',
    'translate.home.pre-event.hero.title',
    'translate.HOME.Hero.Title2',
    'translate.2025.agenda',
    'translate.a-b-c.d-e',
    'translate.-',
  ])('%s', (key) => {
    expect(isTranslationKey(key)).toBe(true);
  });
});

describe('isTranslationKey: invalid keys', () => {
  it.each<[string, unknown]>([
    ['no prefix', 'home.hero.title'],
    ['prefix alone', 'translate.'],
    ['prefix without dot', 'translate'],
    ['prefix written differently', 'Translate.home'],
    ['prefix upper case', 'TRANSLATE.home'],
    ['prefix not at the start', 'x.translate.home'],
    ['leading space', ' translate.home'],
    ['trailing space', 'translate.home '],
    ['space inside', 'translate.home page'],
    ['underscore', 'translate.home_page'],
    ['slash', 'translate.home/title'],
    ['colon (i18next namespace)', 'translate.base:title'],
    ['braces', 'translate.{{name}}'],
    ['non-ASCII letter', 'translate.café'],
    ['newline', 'translate.home\n'],
    ['empty segment in the middle', 'translate.home..title'],
    ['empty first segment', 'translate..home'],
    ['empty last segment', 'translate.home.'],
    ['empty string', ''],
    ['plain text', 'Welcome to the event'],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an object', { key: 'translate.home' }],
  ])('%s: %j', (_name, value) => {
    expect(isTranslationKey(value)).toBe(false);
  });
});

describe('resolveText: a key is translated, anything else is literal text', () => {
  const dictionary: Record<string, string> = {
    'translate.home.hero.title': 'Welcome',
    'translate.home.hero.empty': '',
  };
  const translate = (key: string): string | undefined => dictionary[key];

  it.each<[string, string | undefined, string]>([
    ['a key with a translation', 'translate.home.hero.title', 'Welcome'],
    ['a key without a translation shows the key', 'translate.home.hero.missing', 'translate.home.hero.missing'],
    ['a key translated as empty text stays empty', 'translate.home.hero.empty', ''],
    ['literal text', 'Hello, world', 'Hello, world'],
    ['literal text that starts like a key', 'translate. this', 'translate. this'],
    ['an invalid key is literal text', 'translate.home..title', 'translate.home..title'],
    ['empty string', '', ''],
    ['undefined', undefined, ''],
  ])('%s', (_name, value, expected) => {
    expect(resolveText(value, translate)).toBe(expected);
  });

  it('asks the translator only for valid keys', () => {
    const asked: string[] = [];
    const spy = (key: string): string | undefined => {
      asked.push(key);
      return undefined;
    };
    resolveText('Plain text', spy);
    resolveText('translate.bad key', spy);
    resolveText('translate.good.key', spy);
    expect(asked).toEqual(['translate.good.key']);
  });
});

describe('rewritePhaseSegment: push to the next phase', () => {
  it.each<[string, string, string, string, string]>([
    ['rewrites the phase segment', 'translate.home.pre-event.hero.title', 'pre-event', 'live', 'translate.home.live.hero.title'],
    ['phase as the last segment', 'translate.home.hero.pre-event', 'pre-event', 'live', 'translate.home.hero.live'],
    ['phase right after the prefix', 'translate.live.hero', 'live', 'post-event', 'translate.post-event.hero'],
    ['a key without the segment stays', 'translate.home.hero.title', 'pre-event', 'live', 'translate.home.hero.title'],
    ['only whole segments match', 'translate.home.pre-event-extra.title', 'pre-event', 'live', 'translate.home.pre-event-extra.title'],
    ['matching is case-sensitive', 'translate.home.Live.title', 'live', 'post-event', 'translate.home.Live.title'],
    ["the 'translate' prefix is never rewritten", 'translate.home.title', 'translate', 'live', 'translate.home.title'],
    ['plain text stays', 'Welcome pre-event guests', 'pre-event', 'live', 'Welcome pre-event guests'],
    ['an invalid key stays', 'translate.home..pre-event', 'pre-event', 'live', 'translate.home..pre-event'],
    ['same phase is a no-op', 'translate.home.live.title', 'live', 'live', 'translate.home.live.title'],
  ])('%s', (_name, key, from, to, expected) => {
    expect(rewritePhaseSegment(key, from, to)).toBe(expected);
  });

  it('a rewritten key is still a valid key', () => {
    const rewritten = rewritePhaseSegment('translate.home.pre-event.hero.title', 'pre-event', 'post-event');
    expect(isTranslationKey(rewritten)).toBe(true);
  });
});
