/** Room for a typical answer (12 sessions with their facets take about 30 kB). */
const INITIAL_BYTES = 64 * 1024;
/** Enough for the answers in flight at once; more would only hold memory. */
const KEPT = 32;
/** A buffer grown for a rare huge answer (a thousand items a page) is left to the garbage collector, not kept. */
const MAX_KEPT_BYTES = 256 * 1024;

/**
 * Buffers that search answers are written into and sent from, each taken back once its response has been handed to the
 * operating system. A fresh buffer per answer (and a copy into it) cost a search more than its matching: allocating
 * tens of kilobytes outside the heap per request also made the garbage collector run far more often.
 */
export class AnswerBuffers {
  private readonly free: ArrayBuffer[] = [];

  take(): Uint8Array {
    return new Uint8Array(this.free.pop() ?? new ArrayBuffer(INITIAL_BYTES));
  }

  /** Gives back the buffer an answer was written into (the one taken, or a bigger one it grew into). */
  give(buffer: ArrayBufferLike): void {
    if (buffer instanceof ArrayBuffer && buffer.byteLength <= MAX_KEPT_BYTES && this.free.length < KEPT) this.free.push(buffer);
  }
}
