import { jsonBytes, type JsonWriter } from './search/json-writer';

const ARRAY_START = jsonBytes('[');
const ARRAY_END = jsonBytes(']');

/** Writes `[a,b,…]` from each value's bytes, serialised once per value. */
export type JsonArrayWriter = (out: JsonWriter, values: readonly object[]) => void;

/**
 * Caches each catalogue object's JSON as UTF-8 bytes, serialised once by `serialise` (the route's contract
 * serialiser, so cached answers carry only the fields their contract names): catalogue items and their presented
 * forms are never changed after a load (a reload makes new objects), and serialising and encoding them was the
 * largest part of answering a search.
 */
export function cachedJsonArrayWriter(serialise: (value: object) => string): JsonArrayWriter {
  const encoded = new WeakMap<object, Uint8Array>();
  const bytesOf = (value: object): Uint8Array => {
    let bytes = encoded.get(value);
    if (bytes === undefined) {
      bytes = jsonBytes(serialise(value));
      encoded.set(value, bytes);
    }
    return bytes;
  };
  return (out, values) => {
    out.raw(ARRAY_START);
    for (let k = 0; k < values.length; k += 1) {
      if (k > 0) out.comma();
      out.raw(bytesOf(values[k]!));
    }
    out.raw(ARRAY_END);
  };
}
