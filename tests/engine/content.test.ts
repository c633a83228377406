import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, isEnvironment } from '../../src/engine/content';

/** Spec (02 §9): environments cont, uat, prod. */
describe('environments', () => {
  it('are cont → uat → prod', () => {
    expect(ENVIRONMENTS).toEqual(['cont', 'uat', 'prod']);
  });

  it.each<[unknown, boolean]>([
    ['cont', true],
    ['uat', true],
    ['prod', true],
    ['PROD', false],
    [' prod', false],
    ['dev', false],
    ['', false],
    [null, false],
    [undefined, false],
    [['prod'], false],
    ['toString', false],
  ])('isEnvironment(%j) → %s', (value, expected) => {
    expect(isEnvironment(value)).toBe(expected);
  });
});
