import type { LiveEvent } from '../../src/engine';

export type LiveListener = (event: LiveEvent) => void;

/** Tells every node's open live streams what changed. */
export interface LiveBus {
  publish(event: LiveEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** Delivers to the listeners of this process only. */
export function createListenerSet() {
  const listeners = new Set<LiveListener>();
  return {
    emit(event: LiveEvent) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener: LiveListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The single-node bus: publishing is delivering. */
export function createLocalBus(): LiveBus {
  const listeners = createListenerSet();
  return { publish: listeners.emit, subscribe: listeners.subscribe, close: async () => {} };
}
