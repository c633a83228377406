import type { LightMyRequestResponse } from 'fastify';
import { bodyText } from './answer-checks';
import type { FuzzRequest } from './route-requests';

const SHOWN_TEXT = 600;
const SHOWN_STACK_FRAMES = 6;

const truncated = (text: string) => (text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT)}… (${text.length} chars)` : text);

/** Both ends of a long text: an error's message starts with what failed and ends with why (pino appends the cause). */
const ends = (text: string) => (text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT / 3)} … ${text.slice((-2 * SHOWN_TEXT) / 3)}` : text);

/** What the server logged of a failure (a pino line): its message and the server's own frames of its stack. */
function serverError(line: string): string {
  const { msg, err } = JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string } };
  if (!err) return truncated(line);
  const frames = (err.stack ?? '').split('\n').filter((frame) => frame.includes('/server/'));
  return [`${msg ?? ''}: ${ends(err.message ?? '')}`, ...frames.slice(0, SHOWN_STACK_FRAMES)].map((part) => part.trim()).join('\n    ');
}

export interface Failure {
  /** The request's place in the run: earlier requests may have left the state it met. */
  index: number;
  request: FuzzRequest;
  problem: string;
  response: LightMyRequestResponse;
  /** What the server logged while answering it. */
  logged: readonly string[];
}

/** A failed request, told so that it can be sent again by hand: method, URL, caller, headers, body, answer, server error. */
export function describeFailure({ index, request, problem, response, logged }: Failure): string {
  return [
    `#${index} ${request.method} ${request.url} as ${request.persona} (${request.credentials}) ${problem}`,
    `  request headers: ${JSON.stringify(request.headers)}`,
    `  request body: ${truncated(String(request.payload ?? ''))}`,
    `  response: ${truncated(bodyText(response))}`,
    ...logged.map((line) => `  server log: ${serverError(line)}`),
  ].join('\n');
}
