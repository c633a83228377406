/** After a refused or failed stream (a 429 at a busy address, a restart), wait this long, doubling up to the cap. */
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

export interface LiveStreamOptions {
  url: string;
  /** Event names to listen to, and what to do with each event's data. */
  types: readonly string[];
  onEvent(type: string, data: string): void;
}

type Listener = Pick<LiveStreamOptions, 'types' | 'onEvent'>;

/** One connection to an address, shared by every part of the page that listens there. */
interface SharedStream {
  listeners: Set<Listener>;
  source?: EventSource;
  /** The event names the current connection hands on. */
  heard: Set<string>;
  retry?: ReturnType<typeof setTimeout>;
  delay: number;
}

const streams = new Map<string, SharedStream>();

function hear(stream: SharedStream, type: string): void {
  const source = stream.source;
  if (!source || stream.heard.has(type)) return;
  stream.heard.add(type);
  source.addEventListener(type, (event) => {
    const data = (event as MessageEvent<string>).data;
    for (const listener of [...stream.listeners]) if (listener.types.includes(type)) listener.onEvent(type, data);
  });
}

function connect(url: string, stream: SharedStream): void {
  const current = new EventSource(url);
  stream.source = current;
  stream.heard = new Set();
  current.addEventListener('open', () => {
    stream.delay = FIRST_RETRY_MS;
  });
  current.addEventListener('error', () => {
    if (streams.get(url) !== stream || current.readyState !== EventSource.CLOSED) return;
    stream.retry = setTimeout(() => connect(url, stream), stream.delay * (1 + Math.random() * 0.2));
    stream.delay = Math.min(stream.delay * 2, LONGEST_RETRY_MS);
  });
  for (const listener of stream.listeners) for (const type of listener.types) hear(stream, type);
}

/**
 * Listens to a server-sent event stream that comes back. The browser reconnects by itself after a dropped
 * connection, but not after an answer other than 200 (the server's per-address cap answers 429): then a new one is
 * opened, later each time, with a little jitter so a roomful of tabs does not return at once. Every part of the page
 * listening to one address shares one connection: a browser keeps only six per site on HTTP/1.1, and the server caps
 * them per visitor. Returns what stops this listener; the connection closes with its last one.
 */
export function openLiveStream({ url, types, onEvent }: LiveStreamOptions): () => void {
  const listener: Listener = { types, onEvent };
  const existing = streams.get(url);
  const stream: SharedStream = existing ?? { listeners: new Set(), heard: new Set(), delay: FIRST_RETRY_MS };
  stream.listeners.add(listener);
  if (existing) for (const type of types) hear(stream, type);
  else {
    streams.set(url, stream);
    connect(url, stream);
  }
  return () => {
    if (!stream.listeners.delete(listener) || stream.listeners.size > 0) return;
    streams.delete(url);
    clearTimeout(stream.retry);
    stream.source?.close();
  };
}
