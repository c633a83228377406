import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { LiveEvent } from '../../src/engine';
import type { AppContext } from '../context';
import { contract } from '../http/contract';

// Below the 30–60 s idle timeouts of common proxies and load balancers.
const HEARTBEAT_MS = 25_000;

const frame = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** `GET /live`: a server-sent-events stream of what editors changed, for every open page. */
export const liveRoutes: FastifyPluginAsync<AppContext> = async (app, { live }) => {
  const open = new Set<ServerResponse>();
  // Open streams would otherwise keep the server from closing.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  const stream = { content: { 'text/event-stream': { schema: contract('live/stream') } } };
  app.get('/live', { config: { access: 'public' }, schema: { response: { 200: stream } } }, (request, reply) => {
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    stream.write(': connected\n\n');
    open.add(stream);
    const unsubscribe = live.subscribe((event) => stream.write(frame(event)));
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    stream.once('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(stream);
    });
  });
};
