import { jsonBytes, type JsonWriter } from './search/json-writer';

const encoded = new WeakMap<object, Uint8Array>();

/**
 * The JSON of a catalogue object as UTF-8 bytes, written once: catalogue items and their presented forms are never
 * changed after a load (a reload makes new objects), and serialising and encoding them was the largest part of
 * answering a search.
 */
function cachedJsonBytes(value: object): Uint8Array {
  let bytes = encoded.get(value);
  if (bytes === undefined) {
    bytes = jsonBytes(JSON.stringify(value));
    encoded.set(value, bytes);
  }
  return bytes;
}

const ARRAY_START = jsonBytes('[');
const ARRAY_END = jsonBytes(']');

/** `[a,b,…]` from each value's cached bytes. */
export function writeJsonArray(out: JsonWriter, values: readonly object[]): void {
  out.raw(ARRAY_START);
  for (let k = 0; k < values.length; k += 1) {
    if (k > 0) out.comma();
    out.raw(cachedJsonBytes(values[k]!));
  }
  out.raw(ARRAY_END);
}
