/** RFC 5545 §3.1: a content line is at most 75 octets; longer ones continue on lines that start with a space. */
const MAX_OCTETS = 75;

const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** One content line folded between characters (never inside one), every physical line within 75 octets. */
function foldLine(line: string): string {
  // Most lines are short ASCII: a character per octet.
  if (line.length <= MAX_OCTETS && Buffer.byteLength(line, 'utf8') <= MAX_OCTETS) return line;
  let folded = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0) as number);
    if (octets + size > MAX_OCTETS) {
      folded += '\r\n ';
      // The continuation's leading space counts.
      octets = 1;
    }
    folded += character;
    octets += size;
  }
  return folded;
}

/** Folds every CRLF-separated content line of `text`. */
export const foldLines = (text: string): string => text.split('\r\n').map(foldLine).join('\r\n');
