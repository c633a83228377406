/**
 * Runs `run` on batches of items one batch at a time: items added while a batch runs wait for the next one, so a
 * burst of changes costs one run after the current one, not one run each. The promise of `add` settles with the run
 * that includes its items.
 */
export function serialBatches<T>(run: (items: T[]) => Promise<void>): (items: Iterable<T>) => Promise<void> {
  let tail: Promise<void> = Promise.resolve();
  let waiting: { items: Set<T>; done: Promise<void> } | undefined;
  return (items) => {
    if (!waiting) {
      const batch: { items: Set<T>; done?: Promise<void> } = { items: new Set() };
      batch.done = tail.then(() => {
        waiting = undefined;
        return run([...batch.items]);
      });
      // The next batch waits for this one to end, failed or not; this one's caller hears of its failure.
      tail = batch.done.catch(() => undefined);
      waiting = batch as { items: Set<T>; done: Promise<void> };
    }
    for (const item of items) waiting.items.add(item);
    return waiting.done;
  };
}
