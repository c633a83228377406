import { Worker, type Transferable } from 'node:worker_threads';

/**
 * A few worker threads running one entry, each one job at a time; the other jobs wait in order. The entry answers each
 * `{ id, job }` message with `{ id, result }` or `{ id, error }` (a message). A job that fails rejects alone; a worker
 * that dies takes only its current job with it and is replaced when next needed.
 */
export interface WorkerPool<Job, Result> {
  /** `transfer` moves those buffers to the worker instead of copying them: the caller's views of them are emptied. */
  run(job: Job, transfer?: readonly Transferable[]): Promise<Result>;
  /** Refuses new and waiting jobs, lets running ones finish, then ends the workers. */
  close(): Promise<void>;
}

interface Task<Job, Result> {
  job: Job;
  transfer: readonly Transferable[];
  resolve(result: Result): void;
  reject(error: Error): void;
}

interface Slot<Job, Result> {
  worker: Worker;
  task?: Task<Job, Result> | undefined;
  id: number;
}

type Answer<Result> = { id: number; result: Result; error?: undefined } | { id: number; error: string };

const closedError = () => new Error('The worker pool is closed.');

export function createWorkerPool<Job, Result>(entry: URL, size: number, workerData?: unknown): WorkerPool<Job, Result> {
  const slots: Slot<Job, Result>[] = [];
  const waiting: Task<Job, Result>[] = [];
  const settled = new Set<() => void>();
  let closed = false;

  const idle = () => slots.every((slot) => !slot.task);

  function finish(slot: Slot<Job, Result>) {
    slot.task = undefined;
    // An idle worker does not keep the process alive; a busy one does, as any pending work would.
    slot.worker.unref();
    next();
    if (idle()) for (const resolve of settled) resolve();
  }

  function spawn(): Slot<Job, Result> {
    const slot: Slot<Job, Result> = { worker: new Worker(entry, { workerData }), id: 0 };
    slot.worker.on('message', (answer: Answer<Result>) => {
      const task = slot.task;
      if (!task || answer.id !== slot.id) return;
      if (answer.error === undefined) task.resolve(answer.result);
      else task.reject(new Error(answer.error));
      finish(slot);
    });
    // Once per worker: an error is followed by an exit, and a worker ended by close() is no longer listed.
    const lost = (error: Error) => {
      const at = slots.indexOf(slot);
      if (at === -1) return;
      slots.splice(at, 1);
      slot.task?.reject(error);
      finish(slot);
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => lost(new Error(`A worker stopped (exit ${code}).`)));
    slot.worker.unref();
    slots.push(slot);
    return slot;
  }

  function post(slot: Slot<Job, Result>, task: Task<Job, Result>) {
    const message = { id: slot.id, job: task.job };
    try {
      slot.worker.postMessage(message, [...task.transfer]);
    } catch (error) {
      // Node 21 and later refuse to move a buffer it keeps for itself (its Buffer pool, an addon's memory, as sharp's
      // output is) where Node 20 quietly copied it: such jobs are copied.
      if (task.transfer.length === 0 || !(error instanceof Error && error.name === 'DataCloneError')) throw error;
      slot.worker.postMessage(message);
    }
  }

  function next() {
    if (closed || waiting.length === 0) return;
    const slot = slots.find((candidate) => !candidate.task) ?? (slots.length < size ? spawn() : undefined);
    if (!slot) return;
    const task = waiting.shift()!;
    slot.task = task;
    slot.id += 1;
    slot.worker.ref();
    try {
      post(slot, task);
    } catch (error) {
      // A job that cannot be sent (an uncloneable value, a buffer already handed over) fails alone.
      task.reject(error instanceof Error ? error : new Error(String(error)));
      finish(slot);
    }
  }

  return {
    run(job, transfer = []) {
      if (closed) return Promise.reject(closedError());
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ job, transfer, resolve, reject });
        next();
      });
    },
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(closedError());
      // Ending a worker while sharp works inside it can bring the whole process down: running jobs finish first.
      if (!idle()) await new Promise<void>((resolve) => settled.add(resolve));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
