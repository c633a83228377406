/** Told whether an element is near the viewport, and its height as last laid out. */
export type NearListener = (near: boolean, height: number) => void;

export interface ViewportWatcher {
  /** Starts watching; the listener hears the current state soon after, then every change. Returns the stop. */
  watch(element: Element, listener: NearListener): () => void;
  disconnect(): void;
}

/** One IntersectionObserver for many elements: a few hundred runs of blocks cost one intersection pass per frame. */
export function createViewportWatcher(rootMargin: string): ViewportWatcher {
  const listeners = new Map<Element, NearListener>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting, entry.boundingClientRect.height);
    },
    { rootMargin },
  );
  return {
    watch(element, listener) {
      listeners.set(element, listener);
      observer.observe(element);
      return () => {
        observer.unobserve(element);
        listeners.delete(element);
      };
    },
    disconnect: () => {
      observer.disconnect();
      listeners.clear();
    },
  };
}
