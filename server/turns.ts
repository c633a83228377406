/**
 * Runs at most `limit` pieces of work at once; the others wait their turn in order. A finishing piece hands its turn
 * straight to the next waiter, so a newcomer can never slip in between and exceed the limit.
 */
export function createTurns(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
