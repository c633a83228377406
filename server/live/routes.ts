import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { isContentEditor, type CurrentUser, type Environment, type LiveEvent } from '../../src/engine';
import type { AppContext } from '../context';
import { clientKey } from '../http/client-key';
import { contract } from '../http/contract';
import { HttpError } from '../http/errors';
import { createStreamCounter, DEFAULT_LIVE_STREAM_LIMITS, type LiveStreamLimits } from './stream-limits';

// Below the 30–60 s idle timeouts of common proxies and load balancers.
const HEARTBEAT_MS = 25_000;
const RETRY_AFTER_SECONDS = 30;

const frame = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * Editors hear of every environment (their tools show other environments' saves); everyone else only of the site's
 * own, so a visitor never learns which `uat` or `prod` pages are being worked on.
 */
const environmentsOf = (user: CurrentUser | null, siteEnv: Environment) =>
  user && isContentEditor(user.scopes) ? () => true : (event: LiveEvent) => !('env' in event.data) || event.data.env === siteEnv;

/** Events that concern one user: only the streams of the user they name receive them. */
const PERSONAL_EVENTS: ReadonlySet<LiveEvent['type']> = new Set(['onScheduleChanged', 'onMessageReceived', 'onMeetingChanged']);

const isPersonal = (event: LiveEvent): event is Extract<LiveEvent, { data: { userId: string } }> => PERSONAL_EVENTS.has(event.type);

/**
 * Catalogue changes are for the nodes' indexes: they name attendees whose profile changed, hidden ones included.
 * Schedule, message and meeting changes are personal.
 */
function audienceOf(user: CurrentUser | null, siteEnv: Environment) {
  const inEnvironment = environmentsOf(user, siteEnv);
  return (event: LiveEvent) => {
    if (isPersonal(event)) return user !== null && event.data.userId === user.id;
    return event.type !== 'onCatalogueChanged' && inEnvironment(event);
  };
}

export interface LiveRouteOptions extends AppContext {
  liveLimits?: Partial<LiveStreamLimits> | undefined;
}

/** `GET /live`: a server-sent-events stream of what editors changed, for every open page. */
export const liveRoutes: FastifyPluginAsync<LiveRouteOptions> = async (app, { live, siteEnv, liveLimits }) => {
  const limits = { ...DEFAULT_LIVE_STREAM_LIMITS, ...liveLimits };
  const counter = createStreamCounter(limits);
  const open = new Set<ServerResponse>();
  // Open streams would otherwise keep the server from closing.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  const stream = { content: { 'text/event-stream': { schema: contract('live/stream') } } };
  app.get('/live', { config: { access: 'public' }, schema: { response: { 200: stream } } }, (request, reply) => {
    const release = counter.open(clientKey(request));
    if (!release) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new HttpError(429, 'Too many live connections for you or your address; close a tab or try again later');
    }
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // A client that stops reading leaves writes queued: past the limit the stream is stuck and dropped.
    const send = (text: string) => {
      if (stream.writableLength > limits.maxBufferedBytes) stream.destroy();
      else stream.write(text);
    };
    send(': connected\n\n');
    open.add(stream);
    const forAudience = audienceOf(request.user, siteEnv);
    const unsubscribe = live.subscribe((event) => {
      if (forAudience(event)) send(frame(event));
    });
    const heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS);
    const expiry = setTimeout(() => stream.end(), limits.maxAgeMs);
    stream.once('close', () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      release();
      open.delete(stream);
    });
  });
};
