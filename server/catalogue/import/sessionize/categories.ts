import { LOCALES, languageTag } from '../../../../src/engine';
import { slugify } from '../../slug';
import { sessionLanguage, sessionType } from '../entities';
import type { Session } from '../../../../schemas/generated/session';

/** What a Sessionize category feeds, recognised by its title (organisers name them freely). */
type CategoryTarget = 'sessionType' | 'sessionLevel' | 'sessionLanguage' | 'track' | 'regions' | 'tags';

const TARGET_BY_TITLE: readonly (readonly [RegExp, CategoryTarget])[] = [
  [/level/i, 'sessionLevel'],
  [/format|type/i, 'sessionType'],
  [/language/i, 'sessionLanguage'],
  [/track|topic/i, 'track'],
  [/region/i, 'regions'],
];

export const categoryTarget = (title: string): CategoryTarget => TARGET_BY_TITLE.find(([pattern]) => pattern.test(title))?.[1] ?? 'tags';

/** Served languages by their names in English and in themselves ("German", "Deutsch", "日本語"). */
const LANGUAGE_BY_NAME = new Map(
  LOCALES.flatMap((locale) => {
    const tag = languageTag(locale);
    const language = tag.split('-')[0] as string;
    const names = [new Intl.DisplayNames(['en'], { type: 'language' }).of(language), new Intl.DisplayNames([language], { type: 'language' }).of(language)];
    return names.flatMap((name) => (name ? [[name.toLowerCase(), tag] as const] : []));
  }),
);

const languageFromName = (name: string): string => LANGUAGE_BY_NAME.get(name.trim().toLowerCase()) ?? sessionLanguage(name);

/** The session fields a session's category items set, by the target of each item's category. */
export function fieldsFromCategories(items: readonly { target: CategoryTarget; name: string }[]): Partial<Session> {
  const names = (target: CategoryTarget) => items.filter((item) => item.target === target).map((item) => item.name);
  const [type] = names('sessionType');
  const [level] = names('sessionLevel');
  const [language] = names('sessionLanguage');
  const tracks = names('track');
  return {
    ...(type ? { sessionType: sessionType(type) } : {}),
    ...(level ? { sessionLevel: level } : {}),
    ...(language ? { sessionLanguage: languageFromName(language) } : {}),
    track: tracks[0] ?? null,
    topics: tracks,
    regions: [...new Set(names('regions').map(slugify).filter(Boolean))],
    tags: names('tags'),
  };
}
