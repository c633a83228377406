// Latin, Greek and Cyrillic accents only: Japanese voicing marks (U+3099, U+309A) change the word and must stay.
const ACCENTS = /[\u0300-\u036f]/g;
const NOT_PLAIN = /[^\t\n\r -~]/;

/** Printable ASCII and whitespace only, like most of any catalogue: such text takes the fast paths. */
export const isPlainAscii = (text: string): boolean => !NOT_PLAIN.test(text);

/**
 * The form text is compared in: compatibility forms unified (full-width Latin, half-width kana), lower case,
 * accents dropped, so `Données`, `DONNEES` and `ｄｏｎｎｅｅｓ` meet.
 */
export function foldText(text: string): string {
  // Lower-casing is all plain ASCII needs, and skipping three normalisations halves indexing time.
  if (isPlainAscii(text)) return text.toLowerCase();
  return text.normalize('NFKC').toLowerCase().normalize('NFD').replace(ACCENTS, '').normalize('NFC');
}
