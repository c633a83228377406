import { describe, expect, it } from 'vitest';
import { normalizeSearchText, parseSearchText } from '../../src/engine/lazy/search-text';

describe('search text normalisation (spec 1 §5)', () => {
  it.each([
    ['', '*'],
    ['   ', '*'],
    [null, '*'],
    ['*', '*'],
    ['azure', 'azure'],
    ['  machine   learning ', 'machine learning'],
    ['"machine learning"', '"machine learning"'],
    ['"machine   learning"  basics', '"machine learning" basics'],
    ['node.js', '"node.js"'],
    ['C# and .NET', '"C#" and ".NET"'],
    ['e-commerce "data lake"', '"e-commerce" "data lake"'],
    ['“smart quotes” too', '"smart quotes" too'],
    ['unbalanced "quote', 'unbalanced quote'],
    ['""', '*'],
    ['容器 编排', '容器 编排'],
    ['Données', 'Données'],
    ['rust *', 'rust'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('reads the normalised text back as terms and phrases', () => {
    expect(parseSearchText('"data lake" node.js kubernetes')).toEqual([
      { kind: 'phrase', text: 'data lake' },
      { kind: 'phrase', text: 'node.js' },
      { kind: 'term', text: 'kubernetes' },
    ]);
    expect(parseSearchText('*')).toEqual([]);
  });

  it('is stable: normalising twice changes nothing', () => {
    for (const text of ['C# "x y" node.js', 'a  b', '“q”']) {
      expect(normalizeSearchText(normalizeSearchText(text))).toBe(normalizeSearchText(text));
    }
  });
});
