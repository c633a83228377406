import type { SocialHandles } from '../../../schemas/generated/social-handles';
import type { PersonName } from './people';
import type { Random } from './random';

type Network = keyof SocialHandles;

/** The many ways people type the same handle into a profile form; the site's social-link rules must cope with all. */
const RAW_FORMS: Record<Network, readonly ((handle: string, name: PersonName) => string)[]> = {
  twitter: [(h) => `@${h}`, (h) => h, (h) => `https://x.com/${h}`, (h) => `https://twitter.com/${h}`],
  linkedin: [(_h, n) => `${n.latinFirst}-${n.latinLast}`, (h) => `in/${h}`, (h) => `https://www.linkedin.com/in/${h}`, (h) => `linkedin.com/in/${h}`],
  github: [(h) => h, (h) => `https://github.com/${h}`, (h) => `github.com/${h}`, (h) => `@${h}`],
  bluesky: [(h) => `${h}.bsky.social`, (h) => `@${h}.bsky.social`],
  website: [(_h, n) => `https://www.${n.latinFirst}${n.latinLast}.example.com`, (_h, n) => `${n.latinLast}.example.org`],
  youtube: [(h) => `@${h}`, (h) => `https://www.youtube.com/@${h}`],
  instagram: [(h) => h, (h) => `@${h}`],
  facebook: [(_h, n) => `${n.latinFirst}.${n.latinLast}`],
};

/** Chance that someone fills in each network. */
export const SPEAKER_NETWORKS: Partial<Record<Network, number>> = { twitter: 0.5, linkedin: 0.7, github: 0.45, bluesky: 0.25, website: 0.3, youtube: 0.08 };
export const ATTENDEE_NETWORKS: Partial<Record<Network, number>> = { twitter: 0.3, linkedin: 0.55, github: 0.25, bluesky: 0.12, website: 0.1, instagram: 0.1, facebook: 0.08 };

/** A handle a person might pick: name parts, joined or not, sometimes with digits. */
function handleOf(random: Random, name: PersonName): string {
  const base = random.pick([`${name.latinFirst}${name.latinLast}`, `${name.latinFirst}_${name.latinLast}`, `${name.latinFirst.charAt(0)}${name.latinLast}`, `${name.latinLast}${name.latinFirst.charAt(0)}`]);
  return (random.chance(0.35) ? `${base}${random.int(1, 99)}` : base).replace(/-/g, '');
}

export function socialHandles(random: Random, name: PersonName, networks: Partial<Record<Network, number>>): SocialHandles {
  const handle = handleOf(random, name);
  const handles: SocialHandles = {};
  for (const [network, chance] of Object.entries(networks) as [Network, number][]) {
    if (random.chance(chance)) handles[network] = random.pick(RAW_FORMS[network])(handle, name);
  }
  return handles;
}
