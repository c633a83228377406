import type { FastifyRequest } from 'fastify';

/**
 * Whom per-client limits count: a signed-in person as themselves (colleagues behind one office or venue address do
 * not share a budget), anyone else by address.
 */
export const clientKey = (request: Pick<FastifyRequest, 'user' | 'ip'>): string => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);
