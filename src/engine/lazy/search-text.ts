/**
 * Catalogue search text (spec 1 §5): what a visitor types, normalised into the canonical form the search API reads,
 * and that form read back as clauses. Shared by the search box (so the URL carries the canonical text) and the server.
 */

/** What an empty search becomes: every item. */
export const MATCH_ALL = '*';

/** One condition of a search: a word (matched loosely) or a quoted phrase (matched as written). */
export interface SearchClause {
  kind: 'term' | 'phrase';
  text: string;
}

// Typographic quotes count as quotes: phones and CJK keyboards type them.
const QUOTES = /[\u201c\u201d\u201e\u201f\u00ab\u00bb\u300c\u300d\u300e\u300f\uff02]/g;
const PHRASE = /"([^"]*)"/g;
const NON_WORD = /[^\p{L}\p{N}\p{M}_]/u;

function addWords(clauses: SearchClause[], chunk: string): void {
  // A quote left without its partner is noise, not the start of a phrase.
  for (const word of chunk.replace(/"/g, ' ').split(/\s+/)) {
    if (!word || word === MATCH_ALL) continue;
    clauses.push({ kind: NON_WORD.test(word) ? 'phrase' : 'term', text: word });
  }
}

function clausesOf(text: string): SearchClause[] {
  const clauses: SearchClause[] = [];
  const normalised = text.replace(QUOTES, '"');
  let last = 0;
  for (const match of normalised.matchAll(PHRASE)) {
    addWords(clauses, normalised.slice(last, match.index));
    const phrase = (match[1] ?? '').trim().replace(/\s+/g, ' ');
    if (phrase) clauses.push({ kind: 'phrase', text: phrase });
    last = match.index + match[0].length;
  }
  addWords(clauses, normalised.slice(last));
  return clauses;
}

/**
 * Quoted phrases are kept, words holding a non-word character (`node.js`, `C#`) are quoted, whitespace collapses,
 * and an empty search becomes `*`.
 */
export function normalizeSearchText(text: string | null | undefined): string {
  const clauses = clausesOf(text ?? '');
  if (clauses.length === 0) return MATCH_ALL;
  return clauses.map((clause) => (clause.kind === 'phrase' ? `"${clause.text}"` : clause.text)).join(' ');
}

/** The clauses of a search text (raw or normalised); none for `*` or an empty text. */
export function parseSearchText(text: string | null | undefined): SearchClause[] {
  return clausesOf(text ?? '');
}
