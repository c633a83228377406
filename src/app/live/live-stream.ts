/** After a refused or failed stream (a 429 at a busy address, a restart), wait this long, doubling up to the cap. */
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

export interface LiveStreamOptions {
  url: string;
  /** Event names to listen to, and what to do with each event's data. */
  types: readonly string[];
  onEvent(type: string, data: string): void;
}

/**
 * An EventSource that comes back. The browser reconnects by itself after a dropped connection, but not after an
 * answer other than 200 (the server's per-address cap answers 429): then this opens a new one, later each time, with
 * a little jitter so a roomful of tabs does not return at once. Returns what closes it for good.
 */
export function openLiveStream({ url, types, onEvent }: LiveStreamOptions): () => void {
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_RETRY_MS;
  let closed = false;

  const connect = () => {
    const current = new EventSource(url);
    source = current;
    current.addEventListener('open', () => {
      delay = FIRST_RETRY_MS;
    });
    current.addEventListener('error', () => {
      if (closed || current.readyState !== EventSource.CLOSED) return;
      retry = setTimeout(connect, delay * (1 + Math.random() * 0.2));
      delay = Math.min(delay * 2, LONGEST_RETRY_MS);
    });
    for (const type of types) current.addEventListener(type, (event) => onEvent(type, (event as MessageEvent<string>).data));
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}
