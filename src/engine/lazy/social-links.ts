import type { SocialHandles } from '../../../schemas/generated/social-handles';

/** A network a profile can link to: the handles people enter, and the team chat (built from the email). */
export type SocialNetwork = keyof SocialHandles | 'teamChat';

/** A link ready to render: always an https address built by the rules below, never the raw value. */
export interface SocialLink {
  network: SocialNetwork;
  href: string;
  /** The handle as shown next to the network's name (`@ada`, `ada-lovelace`, `ada.dev`). */
  label: string;
}

interface ProfileRule {
  /** Domains a pasted profile address may use (any `www.`/`m.` prefix is dropped first). */
  hosts: readonly string[];
  /** Path before the handle in a profile address, also accepted without the domain (`in/ada` on LinkedIn). */
  pathPrefix?: string;
  /** What a valid handle looks like once the domain, the path prefix and a leading `@` are gone. */
  handle: RegExp;
  href(handle: string): string;
  label(handle: string): string;
}

const asIs = (handle: string) => handle;
const at = (handle: string) => `@${handle}`;

/** How each network's value becomes a profile address (spec 1 §5); the map's order is the order links are shown in. */
const PROFILE_RULES: Record<Exclude<keyof SocialHandles, 'website'>, ProfileRule> = {
  twitter: { hosts: ['x.com', 'twitter.com'], handle: /^\w{1,15}$/, href: (handle) => `https://x.com/${handle}`, label: at },
  linkedin: {
    hosts: ['linkedin.com'],
    pathPrefix: 'in/',
    handle: /^[\p{L}\p{N}_-]{2,100}$/u,
    href: (handle) => `https://www.linkedin.com/in/${encodeURIComponent(handle)}`,
    label: asIs,
  },
  github: { hosts: ['github.com'], handle: /^[A-Za-z0-9][\w-]{0,38}$/, href: (handle) => `https://github.com/${handle}`, label: asIs },
  bluesky: {
    hosts: ['bsky.app'],
    pathPrefix: 'profile/',
    handle: /^[\w-]+(\.[\w-]+)+$/,
    href: (handle) => `https://bsky.app/profile/${handle}`,
    label: at,
  },
  youtube: { hosts: ['youtube.com'], handle: /^[\w.-]{3,100}$/, href: (handle) => `https://www.youtube.com/@${handle}`, label: at },
  instagram: { hosts: ['instagram.com'], handle: /^[\w.]{1,30}$/, href: (handle) => `https://www.instagram.com/${handle}`, label: at },
  facebook: { hosts: ['facebook.com'], handle: /^[\w.]{1,50}$/, href: (handle) => `https://www.facebook.com/${handle}`, label: asIs },
};

const SCHEME = /^https?:\/\//i;
const SUBDOMAIN = /^(?:www\.|m\.)/i;
/** A bare or full web address: a domain with at least one dot, then an optional path without spaces. */
const WEB_ADDRESS = /^(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?:[/?#][^\s]*)?$/i;

/** The handle inside whatever was typed: `@ada`, `ada`, `in/ada`, `x.com/ada`, `https://www.x.com/ada/?s=1`. */
function handleOf(value: string, rule: ProfileRule): string | undefined {
  let rest = value.trim().replace(SCHEME, '').replace(SUBDOMAIN, '');
  const host = rule.hosts.find((candidate) => rest.toLowerCase().startsWith(`${candidate}/`));
  if (host) rest = rest.slice(host.length + 1);
  if (rule.pathPrefix && rest.toLowerCase().startsWith(rule.pathPrefix)) rest = rest.slice(rule.pathPrefix.length);
  const handle = rest.replace(/[?#].*$/, '').replace(/\/+$/, '').replace(/^@/, '');
  return rule.handle.test(handle) ? handle : undefined;
}

/** A personal website: kept as entered when it is an http(s) address, given https:// when typed without a scheme. */
function websiteLink(value: string): SocialLink | undefined {
  const trimmed = value.trim();
  if (!WEB_ADDRESS.test(trimmed)) return undefined;
  const href = SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  return { network: 'website', href, label: trimmed.replace(SCHEME, '').replace(/\/$/, '') };
}

/** The team-chat deep link that starts a chat with the owner of an email address. */
export function teamChatLink(email: string): SocialLink | undefined {
  const address = email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return undefined;
  return { network: 'teamChat', href: `https://teams.microsoft.com/l/chat/0/0?users=${encodeURIComponent(address)}`, label: address };
}

/**
 * The profile links of a person (spec 1 §5): an x handle (`@name`, `name` or a pasted address) becomes a profile link,
 * a LinkedIn value without the domain is prefixed into a profile path, GitHub values become the GitHub address, a
 * website is kept. Values that cannot be read as their network's handle are left out rather than linked as typed. The
 * team-chat link, built from the email, is a contact link (attendee-contact.ts): shown by who may reach out.
 */
export function socialLinks(handles: SocialHandles): SocialLink[] {
  const links: SocialLink[] = [];
  for (const [network, rule] of Object.entries(PROFILE_RULES) as [keyof typeof PROFILE_RULES, ProfileRule][]) {
    const value = handles[network];
    const handle = value ? handleOf(value, rule) : undefined;
    if (handle) links.push({ network, href: rule.href(handle), label: rule.label(handle) });
  }
  const website = handles.website ? websiteLink(handles.website) : undefined;
  if (website) links.push(website);
  return links;
}
