import { isPlainAscii } from './fold';

/**
 * Chinese and Japanese are written without spaces, so their runs are indexed as overlapping character pairs
 * (bigrams) plus single characters: any two-character piece of a word finds it without a dictionary.
 */
const TOKEN = /([\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc\u3005]+)|([\p{L}\p{N}\p{M}_]+)/gu;
// Folded plain ASCII has no CJK and no capitals: a plain pattern reads it several times faster.
const ASCII_WORD = /[a-z0-9_]+/g;

export interface Token {
  text: string;
  /** Pieces of a CJK run: matched exactly, never by prefix or with typos. */
  cjk: boolean;
}

function cjkPieces(run: string, withSingles: boolean): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const pieces: string[] = withSingles ? [...chars] : [];
  for (let i = 0; i + 1 < chars.length; i += 1) pieces.push(`${chars[i]}${chars[i + 1]}`);
  return pieces;
}

function tokens(folded: string, withSingles: boolean): Token[] {
  const found: Token[] = [];
  for (const match of folded.matchAll(TOKEN)) {
    if (match[1]) for (const piece of cjkPieces(match[1], withSingles)) found.push({ text: piece, cjk: true });
    else if (match[2]) found.push({ text: match[2], cjk: false });
  }
  return found;
}

/** Every token a document's (folded) text is found by, repeats included. */
export function documentTokens(folded: string): string[] {
  if (isPlainAscii(folded)) return folded.match(ASCII_WORD) ?? [];
  return tokens(folded, true).map((token) => token.text);
}

/** The tokens a (folded) query word must all find; a CJK word of two or more characters needs only its pairs. */
export function queryTokens(folded: string): Token[] {
  return tokens(folded, false);
}
