import type { LiveEvent } from '../../src/engine';

/** Carries messages of one kind to every node's listeners. */
export interface Channel<T> {
  publish(message: T): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (message: T) => void): () => void;
  close(): Promise<void>;
}

/** Tells every node's open live streams what changed. */
export type LiveBus = Channel<LiveEvent>;

/** Delivers to the listeners of this process only. */
export function createListenerSet<T>() {
  const listeners = new Set<(message: T) => void>();
  return {
    emit(message: T) {
      for (const listener of listeners) listener(message);
    },
    subscribe(listener: (message: T) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The single-node channel: publishing is delivering. */
export function createLocalChannel<T>(): Channel<T> {
  const listeners = createListenerSet<T>();
  return { publish: listeners.emit, subscribe: listeners.subscribe, close: async () => {} };
}

export const createLocalBus = (): LiveBus => createLocalChannel<LiveEvent>();
