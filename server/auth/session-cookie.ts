import type { FastifyReply } from 'fastify';
import type {} from '@fastify/cookie';
import { AUTH_COOKIE } from './access';

const cookieOptions = (production: boolean) => ({ httpOnly: true, sameSite: 'lax', path: '/', secure: production }) as const;

/** Sets the session's token as the auth cookie, kept by the browser as long as the session lasts. */
export function setSessionCookie(reply: FastifyReply, { token, expiresAt }: { token: string; expiresAt: number }, production: boolean): void {
  reply.setCookie(AUTH_COOKIE, token, { ...cookieOptions(production), maxAge: Math.max(0, expiresAt - Math.floor(Date.now() / 1000)) });
}

export function clearSessionCookie(reply: FastifyReply, production: boolean): void {
  reply.clearCookie(AUTH_COOKIE, cookieOptions(production));
}
