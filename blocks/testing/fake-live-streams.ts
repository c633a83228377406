import { vi } from 'vitest';

/** A live stream a block opened in a test: its address, and the target to dispatch the server's events on. */
export type FakeLiveStream = EventTarget & { url: string };

/**
 * Stands in for the browser's EventSource: every stream a block opens is collected, open, so a test can send it the
 * server's events (`stream.dispatchEvent(new MessageEvent('onMessageReceived', { data }))`).
 */
export function stubLiveStreams(): FakeLiveStream[] {
  const streams: FakeLiveStream[] = [];
  vi.stubGlobal(
    'EventSource',
    class extends EventTarget {
      static readonly CLOSED = 2;
      readonly readyState = 1;
      constructor(readonly url: string) {
        super();
        streams.push(this);
      }
      close() {}
    },
  );
  return streams;
}
