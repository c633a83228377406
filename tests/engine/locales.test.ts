import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  languageTag,
  normalizeLocale,
  preferredLocale,
  uses12HourClock,
  type Locale,
} from '../../src/engine/locales';

/** Spec (02 §9): languages English, Chinese, Spanish, German, French, Japanese; fallbacks zh-SG/zh-Hans → zh-CN,
 * zh-HK → en-US; 12 h for en, es and 24 h for zh, de, fr, ja. */

describe('served locales', () => {
  it('are the six languages of the spec, English (US) by default', () => {
    expect([...LOCALES].sort()).toEqual(['de-de', 'en-us', 'es-es', 'fr-fr', 'ja-jp', 'zh-cn']);
    expect(DEFAULT_LOCALE).toBe('en-us');
  });

  it.each<[unknown, boolean]>([
    ['en-us', true],
    ['zh-cn', true],
    ['EN-US', false],
    ['zh-sg', false],
    ['en', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('isLocale(%j) → %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});

describe('normalizeLocale', () => {
  it.each<[string | null | undefined, Locale | undefined]>([
    // served locales in any case and separator
    ['en-us', 'en-us'],
    ['en-US', 'en-us'],
    ['EN-US', 'en-us'],
    ['en_US', 'en-us'],
    ['  de-DE  ', 'de-de'],
    ['fr-FR', 'fr-fr'],
    ['ja-JP', 'ja-jp'],
    ['es-ES', 'es-es'],
    ['zh-CN', 'zh-cn'],
    // spec fallbacks
    ['zh-SG', 'zh-cn'],
    ['zh-sg', 'zh-cn'],
    ['zh_SG', 'zh-cn'],
    ['zh-Hans', 'zh-cn'],
    ['ZH-HANS', 'zh-cn'],
    ['zh-Hans-CN', 'zh-cn'],
    ['zh-HK', 'en-us'],
    ['zh_hk', 'en-us'],
    // bare languages
    ['en', 'en-us'],
    ['ZH', 'zh-cn'],
    ['es', 'es-es'],
    ['de', 'de-de'],
    ['fr', 'fr-fr'],
    ['ja', 'ja-jp'],
    // not served
    ['pt-BR', undefined],
    ['en-GB', undefined],
    ['zh-TW', undefined],
    ['klingon', undefined],
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
    ['constructor', undefined],
    ['toString', undefined],
    ['__proto__', undefined],
  ])('%j → %j', (code, expected) => {
    expect(normalizeLocale(code)).toBe(expected);
  });
});

describe('languageTag', () => {
  it.each<[Locale, string]>([
    ['en-us', 'en-US'],
    ['zh-cn', 'zh-CN'],
    ['es-es', 'es-ES'],
    ['de-de', 'de-DE'],
    ['fr-fr', 'fr-FR'],
    ['ja-jp', 'ja-JP'],
  ])('%s → %s', (locale, tag) => {
    expect(languageTag(locale)).toBe(tag);
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
  });
});

describe('uses12HourClock: 12 h for en and es, 24 h for the others', () => {
  it.each<[Locale, boolean]>([
    ['en-us', true],
    ['es-es', true],
    ['zh-cn', false],
    ['de-de', false],
    ['fr-fr', false],
    ['ja-jp', false],
  ])('%s → %s', (locale, expected) => {
    expect(uses12HourClock(locale)).toBe(expected);
  });
});

describe('preferredLocale: the first served locale among the browser preferences', () => {
  it.each<[string, string[], Locale]>([
    ['an exact match', ['de-DE'], 'de-de'],
    ['the first served one wins', ['pt-BR', 'fr-FR', 'de-DE'], 'fr-fr'],
    ['a regional variant falls back to its language', ['en-GB'], 'en-us'],
    ['another regional variant', ['de-AT', 'fr-FR'], 'de-de'],
    ['a bare language', ['ja'], 'ja-jp'],
    ['Singapore Chinese → zh-CN', ['zh-SG'], 'zh-cn'],
    ['Simplified Chinese → zh-CN', ['zh-Hans'], 'zh-cn'],
    ['Hong Kong Chinese → en-US', ['zh-HK', 'zh-CN'], 'en-us'],
    ['nothing served → default', ['pt-BR', 'ko-KR'], 'en-us'],
    ['no preferences → default', [], 'en-us'],
    ['empty entries are skipped', ['', 'es-MX'], 'es-es'],
    ['names of Object members are not locales', ['constructor', 'toString', 'de'], 'de-de'],
  ])('%s', (_name, candidates, expected) => {
    expect(preferredLocale(candidates)).toBe(expected);
  });
});
