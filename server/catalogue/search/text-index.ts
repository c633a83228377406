import type { SearchClause } from '../../../src/engine/lazy/search-text';
import { foldText } from './fold';
import { documentTokens, queryTokens, type Token } from './tokenize';
import { createTypoFinder, type TypoFinder } from './typos';

/** A searchable part of an item and how much a match in it counts. */
export interface IndexedField<T> {
  weight: number;
  text(item: T): string | readonly (string | null | undefined)[] | null | undefined;
}

/** The items matching every clause, with a relevance score per item index (valid until the next match). */
export interface TextMatch {
  docs: number[];
  scores: Float64Array;
}

export interface TextIndex {
  /** Undefined when there is nothing to match (`*`): every item matches. */
  match(clauses: readonly SearchClause[]): TextMatch | undefined;
}

interface Postings {
  docs: number[];
  weights: number[];
  /** While indexing: the field that last added to the last item, so a word repeated in one field counts once. */
  lastField: number;
}

/** How much a looser match counts against an exact one. */
const PREFIX_FACTOR = 0.7;
const TYPO_FACTOR = 0.5;
/** Typos are tried only for words this long, and only when the word as typed finds fewer items than this. */
const TYPO_MIN_LENGTH = 5;
const FEW_MATCHES = 3;
const PREFIX_MIN_LENGTH = 2;

interface Expansion {
  postings: Postings;
  factor: number;
}

/** One token every matching item must hold, with the looser forms that also count. */
type Requirement = Expansion[];

function fieldText<T>(field: IndexedField<T>, item: T): string {
  const text = field.text(item);
  if (!text) return '';
  // Entries of a list stay on lines of their own, so a quoted phrase never spans two of them.
  return typeof text === 'string' ? text : text.filter(Boolean).join('\n');
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Builds an inverted index over the fields of `items` (item index = position in the array). */
export function createTextIndex<T>(items: readonly T[], fields: readonly IndexedField<T>[]): TextIndex {
  const postings = new Map<string, Postings>();
  // Folded text per item with spaces collapsed, one line per field and list entry, for checking quoted phrases.
  const phraseTexts: string[] = [];
  items.forEach((item, doc) => {
    const texts: string[] = [];
    fields.forEach((field, fieldNumber) => {
      const folded = foldText(fieldText(field, item)).replace(/[^\S\n]+/g, ' ').trim();
      if (!folded) return;
      texts.push(folded);
      for (const token of documentTokens(folded)) {
        let list = postings.get(token);
        if (!list) postings.set(token, (list = { docs: [], weights: [], lastField: -1 }));
        // Items are indexed in order, so an item's entry, if any, is the last one.
        if (list.docs.at(-1) !== doc) {
          list.docs.push(doc);
          list.weights.push(field.weight);
        } else if (list.lastField !== fieldNumber) list.weights[list.weights.length - 1]! += field.weight;
        list.lastField = fieldNumber;
      }
    });
    phraseTexts.push(texts.join('\n'));
  });
  const vocabulary = [...postings.keys()].sort();
  let typoFinder: TypoFinder | undefined;
  // Built on the first typo, not at start: most searches never need it.
  const typos = (word: string) => (typoFinder ??= createTypoFinder(vocabulary, TYPO_MIN_LENGTH))(word);
  const count = items.length;
  const idf = (list: Postings) => Math.log(1 + (count - list.docs.length + 0.5) / (list.docs.length + 0.5));

  function withPrefixes(word: string): Expansion[] {
    const found: Expansion[] = [];
    for (let i = lowerBound(vocabulary, word); i < vocabulary.length; i += 1) {
      const candidate = vocabulary[i] as string;
      if (!candidate.startsWith(word)) break;
      if (candidate !== word) found.push({ postings: postings.get(candidate) as Postings, factor: PREFIX_FACTOR });
    }
    return found;
  }

  function requirementOf(token: Token, loose: { prefix: boolean; typos: boolean }): Requirement {
    const exact = postings.get(token.text);
    const expansions: Expansion[] = exact ? [{ postings: exact, factor: 1 }] : [];
    if (token.cjk) return expansions;
    if (loose.prefix && token.text.length >= PREFIX_MIN_LENGTH) expansions.push(...withPrefixes(token.text));
    const matched = expansions.reduce((sum, expansion) => sum + expansion.postings.docs.length, 0);
    if (loose.typos && matched < FEW_MATCHES) {
      for (const word of typos(token.text)) expansions.push({ postings: postings.get(word) as Postings, factor: TYPO_FACTOR });
    }
    return expansions;
  }

  function requirementsOf(clauses: readonly SearchClause[]): Requirement[] {
    const requirements: Requirement[] = [];
    clauses.forEach((clause, index) => {
      const tokens = queryTokens(foldText(clause.text));
      const isTerm = clause.kind === 'term';
      tokens.forEach((token, position) => {
        // Only the word being typed (the last one) may be unfinished.
        const prefix = isTerm && index === clauses.length - 1 && position === tokens.length - 1;
        requirements.push(requirementOf(token, { prefix, typos: isTerm }));
      });
    });
    return requirements;
  }

  /** The items whose text holds every quoted phrase as written. */
  function withPhrases(docs: number[], phrases: readonly string[]): number[] {
    if (phrases.length === 0) return docs;
    return docs.filter((doc) => phrases.every((phrase) => (phraseTexts[doc] as string).includes(phrase)));
  }

  // Scratch space shared by every search of this index (searches run one at a time): a generation stamp marks which
  // entries belong to the current search, so nothing is cleared or allocated per search.
  const stamps = new Uint32Array(count);
  const held = new Uint16Array(count);
  const scores = new Float64Array(count);
  let generation = 0;

  return {
    match(clauses) {
      const requirements = requirementsOf(clauses);
      const phrases = clauses.filter((clause) => clause.kind === 'phrase').map((clause) => foldText(clause.text));
      if (requirements.length === 0 && phrases.length === 0) return undefined;
      if (requirements.length === 0) return { docs: withPhrases([...items.keys()], phrases), scores: scores.fill(0) };
      generation += 1;
      // held[doc]: how many requirements, in order, the item meets; an item missing one can never catch up.
      let reached: number[] = [];
      requirements.forEach((requirement, step) => {
        const next: number[] = [];
        for (const { postings: list, factor } of requirement) {
          const weight = idf(list) * factor;
          for (let i = 0; i < list.docs.length; i += 1) {
            const doc = list.docs[i] as number;
            if (stamps[doc] !== generation) {
              if (step > 0) continue;
              stamps[doc] = generation;
              held[doc] = 0;
              scores[doc] = 0;
            }
            if (held[doc] === step) {
              held[doc] = step + 1;
              next.push(doc);
            }
            if (held[doc] === step + 1) scores[doc]! += (list.weights[i] as number) * weight;
          }
        }
        reached = next;
      });
      return { docs: withPhrases(reached, phrases), scores };
    },
  };
}
