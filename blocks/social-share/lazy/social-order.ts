import { httpUrl } from '../../shared/safe-url';
import type { SocialShareLinks } from '../props.gen';

export type SocialNetwork = keyof SocialShareLinks;

/** The default order; `socialOrder` moves the networks it names to the front. */
export const SOCIAL_NETWORKS = [
  'website',
  'linkedin',
  'twitter',
  'youtube',
  'instagram',
  'facebook',
  'github',
  'tiktok',
  'bluesky',
] as const satisfies readonly SocialNetwork[];

export interface ShownLink {
  network: SocialNetwork;
  href: string;
}

/**
 * The links to show: the networks of `order` first, in that order, then the others in the default order; a network
 * without an http(s) address is left out.
 */
export function orderedLinks(links: SocialShareLinks = {}, order: readonly SocialNetwork[] = []): ShownLink[] {
  return [...new Set([...order, ...SOCIAL_NETWORKS])].flatMap((network) => {
    const href = httpUrl(links[network]);
    return href ? [{ network, href }] : [];
  });
}
