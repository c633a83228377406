import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestServer } from './harness';

export interface Received {
  event: string;
  data: Record<string, unknown>;
}

/** Opens `GET /api/v1/live` over real HTTP and collects its events; `from` is the loopback address to connect from. */
export async function openStream(
  server: TestServer,
  headers: Record<string, string> = {},
  from?: string,
): Promise<{ response: IncomingMessage; received: Received[]; next(match: (event: Received) => boolean): Promise<Received>; close(): void }> {
  const { port } = server.app.server.address() as AddressInfo;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: '/api/v1/live', headers, ...(from ? { localAddress: from } : {}) }, resolve).on('error', reject).end();
  });
  const received: Received[] = [];
  const waiting: (() => void)[] = [];
  let buffer = '';
  response.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    const frames = buffer.split('\n\n');
    buffer = frames.pop() ?? '';
    for (const frame of frames) {
      const event = /^event: (.+)$/m.exec(frame)?.[1];
      const data = /^data: (.+)$/m.exec(frame)?.[1];
      if (event && data) received.push({ event, data: JSON.parse(data) as Record<string, unknown> });
    }
    for (const wake of waiting.splice(0)) wake();
  });
  return {
    response,
    received,
    async next(match) {
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    close: () => response.destroy(),
  };
}
