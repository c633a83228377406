const encoded = new WeakMap<object, Buffer>();

/**
 * The JSON of a catalogue object as UTF-8 bytes, written once: catalogue items and their presented forms are never
 * changed after a load (a reload makes new objects), and serialising and encoding them was the largest part of
 * answering a search.
 */
function cachedJsonBytes(value: object): Buffer {
  let bytes = encoded.get(value);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(value));
    encoded.set(value, bytes);
  }
  return bytes;
}

const COMMA = Buffer.from(',');

/** `[a,b,…]` around each value's cached bytes, with `head` before and `tail` after, as one buffer. */
export function jsonArrayBytes(head: string, values: readonly object[], tail: string): Buffer {
  const parts: Buffer[] = [Buffer.from(`${head}[`)];
  values.forEach((value, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(cachedJsonBytes(value));
  });
  parts.push(Buffer.from(`]${tail}`));
  return Buffer.concat(parts);
}
