import { describe, expect, it } from 'vitest';
import { foldText } from '../../../server/catalogue/search/fold';
import { documentTokens, queryTokens } from '../../../server/catalogue/search/tokenize';
import { createTypoFinder, withinOneEdit } from '../../../server/catalogue/search/typos';

const texts = (tokens: { text: string }[]) => tokens.map((token) => token.text);

describe('folding', () => {
  it.each([
    ['Données', 'donnees'],
    ['ＡＺＵＲＥ', 'azure'],
    ['Überblick', 'uberblick'],
    ['ｶﾞｲﾄﾞ', 'ガイド'],
    ['データベース', 'データベース'],
  ])('%s → %s', (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });
});

describe('tokens', () => {
  it('splits words on anything that is not a letter, digit or underscore', () => {
    expect(documentTokens('node.js and c# 2027')).toEqual(['node', 'js', 'and', 'c', '2027']);
  });

  it('indexes Chinese and Japanese runs as characters and character pairs', () => {
    expect(documentTokens('云原生')).toEqual(['云', '原', '生', '云原', '原生']);
    expect(documentTokens('aks 入門')).toEqual(['aks', '入', '門', '入門']);
  });

  it('queries a CJK word by its pairs, a single character by itself', () => {
    expect(texts(queryTokens('原生应用'))).toEqual(['原生', '生应', '应用']);
    expect(texts(queryTokens('云'))).toEqual(['云']);
    expect(queryTokens('容器').every((token) => token.cjk)).toBe(true);
  });
});

describe('one edit apart', () => {
  it.each([
    ['kubernetes', 'kubernetes', true],
    ['kubernetes', 'kubernets', true],
    ['kubernetes', 'kubernetess', true],
    ['kubernetes', 'kubernites', true],
    ['kubernetes', 'kubrenetes', true],
    ['kubernetes', 'kubrenetis', false],
    ['kubernetes', 'kuberne', false],
    ['abcd', 'acde', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });

  it('finds the vocabulary words one edit away, only for long enough words', () => {
    const find = createTypoFinder(['kubernetes', 'kubectl', 'serverless', 'servers'], 5);
    expect(find('kubernets')).toEqual(['kubernetes']);
    expect(find('severless')).toEqual(['serverless']);
    expect(find('kubctl')).toEqual(['kubectl']);
    expect(find('sever')).toEqual([]);
    expect(find('kube')).toEqual([]);
  });
});
