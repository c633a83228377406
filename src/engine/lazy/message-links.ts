/**
 * A message body as parts to render (spec 2: bodies are plain text with links made clickable). The browser renders
 * text parts as text and link parts as anchors with the href given here, so no markup a user typed is ever rendered
 * and no address other than http(s) is ever a link (`javascript:`, `data:` and the like stay text).
 */

export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * An address starts with http:// or https:// at the start of a word and runs to a space, an angle bracket, a quote
 * or CJK punctuation (none of which an address typed in a chat contains unencoded).
 */
const ADDRESS = /\bhttps?:\/\/[^\s<>"`，。、；：！？「」『』【】《》（）]+/giu;
/** Punctuation that ends a sentence rather than an address: "see https://example.com." links example.com. */
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '*', '…']);
/** A closing bracket belongs to the address only when the address opened it: "(https://en.wikipedia.org/wiki/C_(language))". */
const OPENER_OF = new Map([
  [')', '('],
  [']', '['],
  ['}', '{'],
]);

const count = (text: string, character: string) => text.split(character).length - 1;

function withoutTrailingPunctuation(address: string): string {
  let end = address.length;
  for (;;) {
    const candidate = address.slice(0, end);
    const last = candidate.at(-1) ?? '';
    const opener = OPENER_OF.get(last);
    if (TRAILING_PUNCTUATION.has(last) || (opener !== undefined && count(candidate, last) > count(candidate, opener))) end -= 1;
    else return candidate;
  }
}

/** The address as a link's href, when it is a well-formed http(s) address with a host. */
function hrefOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The parts of a body in order; neighbouring text is one part, and an empty body has none. */
export function messageParts(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const addText = (text: string) => {
    if (text === '') return;
    const previous = parts.at(-1);
    if (previous?.kind === 'text') previous.text += text;
    else parts.push({ kind: 'text', text });
  };
  let position = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const address = withoutTrailingPunctuation(match[0]);
    const href = hrefOf(address);
    addText(body.slice(position, match.index));
    if (href) parts.push({ kind: 'link', text: address, href });
    else addText(address);
    position = match.index + address.length;
  }
  addText(body.slice(position));
  return parts;
}
