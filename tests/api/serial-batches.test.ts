import { describe, expect, it } from 'vitest';
import { serialBatches } from '../../server/catalogue/serial-batches';

/** A run that waits until the test lets it finish, recording the batches it was given. */
function gatedRuns() {
  const batches: string[][] = [];
  const gates: (() => void)[] = [];
  const run = async (items: string[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => gates.push(resolve));
  };
  const openNext = async () => {
    await expect.poll(() => gates.length).toBeGreaterThan(0);
    gates.shift()?.();
  };
  return { batches, run, openNext };
}

describe('serial batches', () => {
  it('runs one batch at a time, gathering what arrives meanwhile into the next', async () => {
    const { batches, run, openNext } = gatedRuns();
    const add = serialBatches(run);
    const first = add(['a']);
    const joined = add(['b']);
    await expect.poll(() => batches.length).toBe(1);
    const second = add(['c']);
    const third = add(['d', 'c']);
    expect(second).toBe(third);
    await openNext();
    await Promise.all([first, joined]);
    await openNext();
    await second;
    expect(batches).toEqual([['a', 'b'], ['c', 'd']]);
  });

  it('lets the caller of a failed batch hear of it, and runs the next one all the same', async () => {
    let calls = 0;
    const add = serialBatches(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
    });
    await expect(add(['a'])).rejects.toThrow('database away');
    await expect(add(['b'])).resolves.toBeUndefined();
  });
});
