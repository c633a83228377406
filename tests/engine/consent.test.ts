import { describe, expect, it } from 'vitest';
import { mayConsent } from '../../src/engine/lazy/consent';

/** Spec 1 §6: users in one country (Korea) cannot consent to share data with exhibitors. */
describe('mayConsent', () => {
  it.each<[string | null | undefined, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    ['US', true],
    ['Germany', true],
    ['Kosovo', true],
    ['Kiribati', true],
    ['KR', false],
    [' kr ', false],
    ['KOR', false],
    ['Korea', false],
    ['South Korea', false],
    ['Korea, Republic of', false],
    ['Republic of Korea', false],
    ['KP', false],
    ['North Korea', false],
    ['대한민국', false],
  ])('%j → %s', (country, allowed) => {
    expect(mayConsent(country)).toBe(allowed);
  });
});
