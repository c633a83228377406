import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isContentEditor, type Environment } from '../../src/engine';
import type { SettingsService } from '../settings/service';

export interface PagePolicyOptions {
  /** The answer's nonce; none for a page cached for every anonymous visitor (a nonce shared by all would be no secret). */
  nonce?: string | undefined;
  /** Origins (already checked patterns) whose scripts may run: a chat provider's widget. */
  scriptOrigins: readonly string[];
  /** Origins whose pages may be framed: videos, chats, social posts, other sites' forms. */
  frameOrigins: readonly string[];
  /**
   * The editor's forms compile JSON Schemas to functions (Ajv, also for schemas the form library derives while it
   * runs), which needs `eval`; a visitor's page never does, so only pages served to content editors allow it.
   */
  editor: boolean;
}

/**
 * The page's Content Security Policy. Scripts run only with this answer's nonce (the site's own bundle; the modules it
 * imports inherit it) or from an allow-listed origin; no inline script, no `javascript:` URL, no plugin. A page cached
 * for every anonymous visitor has no nonce: its scripts are the site's own files ('self'), which is all it holds. Nothing
 * else the site serves runs as a script: uploads are images sent with `nosniff`, API answers are JSON, and the state a
 * page starts from is a JSON data block. Images and
 * media may come from any https site (speakers' photos, video CDNs); inline styles stay allowed, since the rich-text
 * sanitiser keeps only harmless style properties and no style can run code.
 */
export function pageSecurityPolicy({ nonce, scriptOrigins, frameOrigins, editor }: PagePolicyOptions): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': [nonce ? `'nonce-${nonce}'` : "'self'", ...(editor ? ["'unsafe-eval'"] : []), ...scriptOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // A chat provider's widget talks to its own servers.
    'connect-src': ["'self'", ...scriptOrigins],
    'frame-src': ["'self'", ...frameOrigins],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // The editor's preview frames the site's own pages; nobody else may.
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A nonce no one can guess: 128 random bits. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The policy's inputs for a request to the site's pages: the site's allow-lists, and whether an editor asks. */
export function pagePolicyFromSettings(settings: SettingsService, siteEnv: Environment) {
  return async (request: FastifyRequest): Promise<Omit<PagePolicyOptions, 'nonce'>> => {
    const { allowedOrigins } = await settings.snapshot(siteEnv);
    return { scriptOrigins: allowedOrigins.script, frameOrigins: allowedOrigins.frame, editor: isContentEditor(request.user?.scopes ?? []) };
  };
}
