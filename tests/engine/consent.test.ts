import { describe, expect, it } from 'vitest';
import { mayConsent, sharesWith, type ConsentState } from '../../src/engine/lazy/consent';

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

describe('sharesWith: the exhibitor’s own answer, else the global one', () => {
  const state = (...consents: ConsentState['consents']): ConsentState => ({ canConsent: true, consents });

  it.each<[string, ConsentState, string | undefined, boolean]>([
    ['no answers', state(), 'Contoso', false],
    ['the global yes', state({ optedIn: true }), 'Contoso', true],
    ['the exhibitor’s no over the global yes', state({ optedIn: true }, { exhibitorName: 'Contoso', optedIn: false }), 'Contoso', false],
    ['another exhibitor’s yes', state({ exhibitorName: 'Fabrikam', optedIn: true }), 'Contoso', false],
    ['the global switch reads the global answer only', state({ exhibitorName: 'Contoso', optedIn: true }), undefined, false],
  ])('%s', (_story, consents, exhibitor, shared) => {
    expect(sharesWith(consents, exhibitor)).toBe(shared);
  });
});
