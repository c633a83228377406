/** How many live streams this node holds open, and for how long. */
export interface LiveStreamLimits {
  /** Open streams one client may hold: a signed-in person, else an address (tabs of one household or office share it). */
  perClient: number;
  /** Open streams on this node: well below the process's file descriptor limit, so other requests still find one. */
  total: number;
  /** A stream is ended after this long; EventSource reconnects by itself, so a forgotten or half-dead one does not live forever. */
  maxAgeMs: number;
  /** Bytes waiting for a client that stopped reading; past this the stream is stuck and is closed. */
  maxBufferedBytes: number;
}

export const DEFAULT_LIVE_STREAM_LIMITS: LiveStreamLimits = { perClient: 20, total: 5_000, maxAgeMs: 30 * 60_000, maxBufferedBytes: 256 * 1024 };

export interface StreamCounter {
  /** Counts a new stream of `client`, or answers undefined when a limit is reached; the release function uncounts it once. */
  open(client: string): (() => void) | undefined;
}

export function createStreamCounter({ perClient, total }: Pick<LiveStreamLimits, 'perClient' | 'total'>): StreamCounter {
  const byClient = new Map<string, number>();
  let count = 0;
  return {
    open(client) {
      const held = byClient.get(client) ?? 0;
      if (held >= perClient || count >= total) return undefined;
      byClient.set(client, held + 1);
      count += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        count -= 1;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left === 0) byClient.delete(client);
        else byClient.set(client, left);
      };
    },
  };
}
