import { describe, expect, it } from 'vitest';
import { createWorkerPool } from '../../server/qa/compare/worker-pool';

const ECHO = new URL('./fixtures/echo-worker.mjs', import.meta.url);

describe('createWorkerPool', () => {
  it('answers jobs in order through its workers, a failing job rejecting alone', async () => {
    const pool = createWorkerPool<string, string>(ECHO, 2);
    const answers = await Promise.all(['a', 'fail', 'b', 'c', 'd'].map((job) => pool.run(job).catch((error: Error) => error.message)));
    expect(answers).toEqual(['a', 'failed on purpose', 'b', 'c', 'd']);
    await pool.close();
  });

  it('loses only the job of a worker that dies, and replaces the worker', async () => {
    const pool = createWorkerPool<string, string>(ECHO, 1);
    const answers = await Promise.all(['a', 'exit', 'b'].map((job) => pool.run(job).catch((error: Error) => error.message)));
    expect(answers).toEqual(['a', 'A worker stopped (exit 3).', 'b']);
    expect(await pool.run('c')).toBe('c');
    await pool.close();
  });
});
