import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createInThreadScreenshotter, type CaptureOptions, type SignedInRequest } from './screenshotter';

/** What the server asks of the screenshot thread, and what it answers. */
export type ThreadRequest = { type: 'capture'; id: number; request: SignedInRequest } | { type: 'close' };
export type ThreadAnswer =
  | { id: number; screenshot: Omit<Awaited<ReturnType<ReturnType<typeof createInThreadScreenshotter>['capture']>>, 'png'> & { png: Uint8Array } }
  | { id: number; error: string };

const port = parentPort;
if (port) {
  // Linux keeps a nice value per thread: this one (Playwright decoding the browser's screenshots) yields to the
  // server's requests, as the browser itself does (./low-priority.ts). Elsewhere it would be the whole process's.
  if (process.platform === 'linux') os.setPriority(19);
  const screenshotter = createInThreadScreenshotter(workerData as CaptureOptions);
  port.on('message', (message: ThreadRequest) => {
    if (message.type === 'close') {
      void screenshotter.close().then(() => port.close());
      return;
    }
    screenshotter.capture(message.request).then(
      (screenshot) => {
        const png = new Uint8Array(screenshot.png.buffer, screenshot.png.byteOffset, screenshot.png.byteLength);
        const answer: ThreadAnswer = { id: message.id, screenshot: { ...screenshot, png } };
        // Moved, not copied, when the image owns its memory (a big screenshot does).
        const whole = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength;
        port.postMessage(answer, whole ? [png.buffer as ArrayBuffer] : []);
      },
      (error: unknown) => port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) } satisfies ThreadAnswer),
    );
  });
}
