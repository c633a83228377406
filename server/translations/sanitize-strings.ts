import { loadHtmlSanitizer } from '../html/sanitize-html';

// A tag, end tag or comment starts so; "Q&A: 1 < 2" is plain text and must reach the client exactly as written.
const MARKUP = /<[A-Za-z/!]/;

/** Rich-text props may hold translation keys, so a value with markup is HTML and is served sanitised. */
export async function sanitizeStrings(strings: Record<string, string>): Promise<Record<string, string>> {
  const entries = Object.entries(strings);
  if (!entries.some(([, value]) => MARKUP.test(value))) return strings;
  const sanitize = await loadHtmlSanitizer();
  return Object.fromEntries(entries.map(([key, value]) => [key, MARKUP.test(value) ? sanitize(value) : value]));
}
