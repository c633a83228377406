import { describe, expect, it } from 'vitest';
import { createTurns } from '../../server/turns';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('turns', () => {
  it('runs at most the limit at once, every piece in the end, in order, also when some fail', async () => {
    const inTurn = createTurns(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 9 }, (_, n) =>
        inTurn(async () => {
          started.push(n);
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
          if (n % 4 === 3) throw new Error(`piece ${n}`);
          return n;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(2);
    // A newcomer after the rush still gets a turn.
    await expect(inTurn(async () => 'late')).resolves.toBe('late');
  });
});
