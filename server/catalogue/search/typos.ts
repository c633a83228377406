/** True when `a` becomes `b` by at most one insertion, deletion, substitution or swap of two neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let start = 0;
  while (start < short.length && short[start] === long[start]) start += 1;
  if (short.length === long.length) {
    if (short.slice(start + 1) === long.slice(start + 1)) return true;
    return short[start] === long[start + 1] && short[start + 1] === long[start] && short.slice(start + 2) === long.slice(start + 2);
  }
  return short.slice(start) === long.slice(start + 1);
}

function deletions(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length; i += 1) variants.push(word.slice(0, i) + word.slice(i + 1));
  return variants;
}

export type TypoFinder = (word: string) => string[];

/**
 * Symmetric-delete lookup: a word and a vocabulary entry one edit apart share the word itself or one of their
 * single-character deletions, so candidates come from a map instead of a scan of the whole vocabulary.
 */
export function createTypoFinder(vocabulary: Iterable<string>, minLength: number): TypoFinder {
  const byVariant = new Map<string, string[]>();
  const add = (variant: string, word: string) => {
    const words = byVariant.get(variant);
    if (words) words.push(word);
    else byVariant.set(variant, [word]);
  };
  for (const word of vocabulary) {
    if (word.length < minLength - 1) continue;
    add(word, word);
    for (const variant of new Set(deletions(word))) add(variant, word);
  }
  return (word) => {
    if (word.length < minLength) return [];
    const found = new Set<string>();
    for (const variant of [word, ...deletions(word)]) {
      for (const candidate of byVariant.get(variant) ?? []) {
        if (candidate !== word && withinOneEdit(word, candidate)) found.add(candidate);
      }
    }
    return [...found];
  };
}
