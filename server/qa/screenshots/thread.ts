import { Worker } from 'node:worker_threads';
import type { ThreadAnswer, ThreadRequest } from './screenshot-worker';
import type { Screenshot, Screenshotter, ScreenshotterOptions } from './screenshotter';

const CLOSE_GRACE_MS = 10_000;

interface Waiting {
  resolve(screenshot: Screenshot): void;
  reject(error: Error): void;
}

/**
 * The screenshotter the server uses: Playwright and its browser traffic live in a worker thread of their own (started
 * by the first capture), so a run's multi-megabyte screenshots are parsed and collected on that thread's heap, never
 * pausing the requests of the site's visitors. The robots sign in and out here, where the sessions are.
 */
export function createScreenshotter({ signIn, signOut, ...capture }: ScreenshotterOptions): Screenshotter {
  let worker: Worker | undefined;
  let closed = false;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  const failAll = (error: Error) => {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
    worker = undefined;
  };

  const thread = (): Worker => {
    if (worker) return worker;
    const started = new Worker(new URL('./screenshot-worker.mjs', import.meta.url), { workerData: capture });
    started.on('message', (answer: ThreadAnswer) => {
      const entry = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('error' in answer) entry?.reject(new Error(answer.error));
      else entry?.resolve({ ...answer.screenshot, png: Buffer.from(answer.screenshot.png.buffer, answer.screenshot.png.byteOffset, answer.screenshot.png.byteLength) });
    });
    started.on('error', failAll);
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`The screenshot thread stopped (exit ${code})`));
    });
    // An idle thread does not keep the server's process alive.
    started.unref();
    worker = started;
    return started;
  };

  return {
    async capture(request) {
      if (closed) throw new Error('The screenshotter is closed');
      const cookie = await signIn(request.attendeeType);
      try {
        const id = nextId++;
        return await new Promise<Screenshot>((resolve, reject) => {
          waiting.set(id, { resolve, reject });
          thread().postMessage({ type: 'capture', id, request: { ...request, cookie } } satisfies ThreadRequest);
        });
      } finally {
        if (cookie) await signOut?.(cookie);
      }
    },
    async close() {
      closed = true;
      const running = worker;
      if (!running) return;
      worker = undefined;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.postMessage({ type: 'close' } satisfies ThreadRequest);
      // The browser closes first; a thread that does not end by itself soon after is ended.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref())]);
      await running.terminate();
    },
  };
}
