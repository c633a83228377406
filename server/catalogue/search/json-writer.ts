const COMMA = 0x2c;
const ZERO = 0x30;
const SHORT_PART = 32;

/**
 * Writes an answer's JSON bytes into a buffer the caller lends (grown into a bigger one as needed): an answer is mostly
 * bytes kept from earlier answers, and building strings to encode them again cost more than the search. An answer is
 * written synchronously from {@link JsonWriter.begin} to {@link JsonWriter.written}, so one writer serves every request.
 */
export class JsonWriter {
  private buffer: Uint8Array = new Uint8Array(0);
  private length = 0;

  private room(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(2 * this.buffer.length, this.length + bytes));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  /** Starts an answer in `buffer`, dropping whatever an answer cut short by an error left. */
  begin(buffer: Uint8Array): void {
    this.buffer = buffer;
    this.length = 0;
  }

  /** JSON already encoded (a kept item, a constant part). */
  raw(bytes: Uint8Array): void {
    const size = bytes.length;
    this.room(size);
    // Most parts are a few bytes (a comma and a key, a filter's head), for which set()'s call costs more than a loop.
    if (size > SHORT_PART) this.buffer.set(bytes, this.length);
    else for (let k = 0; k < size; k += 1) this.buffer[this.length + k] = bytes[k]!;
    this.length += size;
  }

  comma(): void {
    this.room(1);
    this.buffer[this.length++] = COMMA;
  }

  /** A count or page number: digits written in place, no string made. */
  count(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a count: ${value}`);
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits += 1;
    this.room(digits);
    let rest = value;
    for (let at = this.length + digits - 1; at >= this.length; at -= 1) {
      this.buffer[at] = ZERO + (rest % 10);
      rest = Math.floor(rest / 10);
    }
    this.length += digits;
  }

  /** The bytes written since {@link JsonWriter.begin}: a view of the lent buffer, or of the bigger one it grew into. */
  written(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

const encoder = new TextEncoder();

/** Constant JSON parts, encoded once (plain bytes, not Node buffers: the stories run the search index in a browser). */
export const jsonBytes = (text: string): Uint8Array => encoder.encode(text);
