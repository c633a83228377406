import type { Session } from '../../../../schemas/generated/session';
import type { SocialHandles } from '../../../../schemas/generated/social-handles';
import type { Speaker } from '../../../../schemas/generated/speaker';
import { newSpeaker, webUrl } from '../entities';
import { idText, isRecord, optionalList, optionalText, pointer, type Issues } from '../read';

/** `abstract` and `description` as one text: both when they differ, the description when it repeats the abstract. */
export function describe(abstract: string | null, description: string | null): string {
  if (!abstract) return description ?? '';
  if (!description || description.includes(abstract)) return description ?? abstract;
  return `${abstract}\n\n${description}`;
}

/** A v2 localizable text (`"…"` or `{ en: "…", de: "…" }`) in the event's language, else English, else any. */
export function localized(value: unknown, language: string | null): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (!isRecord(value)) return null;
  const texts = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
  const pick = texts.find(([lang]) => lang === language) ?? texts.find(([lang]) => lang === 'en') ?? texts[0];
  return pick ? pick[1].trim() : null;
}

/** An image given as a URL string (v1) or as `{ url }` (v2). */
const imageUrl = (value: unknown, base: string | null): string | null =>
  webUrl(typeof value === 'string' ? value : isRecord(value) ? optionalText(value, 'url') : null, base);

export interface References {
  sessionLinks: Session['sessionLinks'];
  relatedResources: Session['relatedResources'];
  slideDeck: string | null;
}

function readReferences(list: readonly unknown[], path: string, base: string | null, issues: Issues) {
  return list.flatMap((reference, index) => {
    if (!isRecord(reference)) return [];
    const link = webUrl(optionalText(reference, 'url'), base);
    if (!link) {
      issues.warnings.push({ path: pointer(path, index, 'url'), message: 'not a web address; this link is left out' });
      return [];
    }
    return [{ label: optionalText(reference, 'title') ?? link, link, type: optionalText(reference, 'type')?.toLowerCase() ?? null }];
  });
}

/** `links` become the session's links; the first slides attachment is its slide deck, the other attachments its resources. */
export function eventReferences(event: Record<string, unknown>, path: string, base: string | null, issues: Issues): References {
  const links = readReferences(optionalList(event, 'links'), pointer(path, 'links'), base, issues);
  const attachments = readReferences(optionalList(event, 'attachments'), pointer(path, 'attachments'), base, issues);
  const slides = attachments.find((attachment) => attachment.type === 'slides');
  const strip = ({ label, link }: { label: string; link: string }) => ({ label, link });
  return {
    sessionLinks: links.map(strip),
    relatedResources: attachments.filter((attachment) => attachment !== slides).map(strip),
    slideDeck: slides?.link ?? null,
  };
}

export const eventImage = (event: Record<string, unknown>, base: string | null) => imageUrl(event.logo, base);

/** v2 person links name the service they point at; those we keep a handle for. */
const SOCIAL_BY_SERVICE: Readonly<Record<string, keyof SocialHandles>> = {
  BLUESKY: 'bluesky',
  INSTAGRAM: 'instagram',
  TWITTER: 'twitter',
  GITHUB: 'github',
};

function socialHandles(links: readonly unknown[], base: string | null): SocialHandles {
  const pairs = links.flatMap((link) => {
    if (!isRecord(link)) return [];
    const field = SOCIAL_BY_SERVICE[optionalText(link, 'service') ?? ''];
    const url = webUrl(optionalText(link, 'url'), base);
    return field && url ? [[field, url] as const] : [];
  });
  return Object.fromEntries(pairs);
}

/**
 * A c3voc person (frab `{ id, public_name }`, pretalx `{ code, name }`, hub `{ guid, name }`) as a speaker, with
 * details from a fuller record of the same person when the file has one. The id is the guid, else the code, else the id.
 */
export function personSpeaker(person: unknown, path: string, base: string | null, issues: Issues, details: Record<string, unknown> = {}): Speaker | undefined {
  if (!isRecord(person)) return undefined;
  const speakerId = idText(person.guid) ?? idText(person.code) ?? idText(person.id);
  const displayName = optionalText(person, 'name') ?? optionalText(person, 'public_name') ?? optionalText(details, 'name');
  if (!speakerId) issues.errors.push({ path, message: 'the person needs a guid, code or id' });
  if (!displayName) issues.errors.push({ path: pointer(path, 'name'), message: 'the person needs a name (name or public_name)' });
  if (!speakerId || !displayName) return undefined;
  const merged = { ...details, ...person };
  return newSpeaker({
    speakerId,
    displayName,
    bio: optionalText(merged, 'biography'),
    photo: imageUrl(merged.avatar, base),
    social: socialHandles(optionalList(merged, 'links'), base),
  });
}
