import { FAVORITE_TYPE_VALUES, FAVORITE_TYPES, type FavoriteType } from '../../src/engine/lazy/favorites';
import { adaProfile, brk101, contoso, linus } from './catalogue-samples';
import { stubFetch, type FakeAnswer } from './fake-fetch';

/** The catalogue items the fake backpack API knows, by favorite type and id. */
const ITEMS: Record<string, unknown> = {
  [`${FAVORITE_TYPES.session}:${brk101.sessionId}`]: brk101,
  [`${FAVORITE_TYPES.speaker}:${adaProfile.speakerId}`]: adaProfile,
  [`${FAVORITE_TYPES.sponsor}:${contoso.companyId}`]: contoso,
  [`${FAVORITE_TYPES.attendee}:${linus.attendeeId}`]: linus,
};

/** The favorites a story or test starts with: BRK101, Ada, Contoso and Linus. */
export const SAMPLE_FAVORITES: Record<FavoriteType, string[]> = {
  [FAVORITE_TYPES.attendee]: [linus.attendeeId],
  [FAVORITE_TYPES.speaker]: [adaProfile.speakerId],
  [FAVORITE_TYPES.sponsor]: [contoso.companyId],
  [FAVORITE_TYPES.microsoftSolution]: [],
  [FAVORITE_TYPES.session]: [brk101.sessionId],
};

/**
 * Stubs `fetch` as the favorites and catalogue item APIs over a changing set of favorites: lists, counts, adds and
 * removes keep to it, the item calls answer the samples. `answers` overrides any `METHOD /path`; every request is
 * recorded.
 */
export function installBackpackApi(answers: Record<string, FakeAnswer> = {}, start: Record<FavoriteType, string[]> = SAMPLE_FAVORITES) {
  const kept = new Map(FAVORITE_TYPE_VALUES.map((type) => [type, [...start[type]]]));
  const item = (type: FavoriteType, id: string): FakeAnswer => {
    const found = ITEMS[`${type}:${id}`];
    return found ? { status: 200, body: found } : { status: 404, body: { error: 'NotFound', message: `No ${id}` } };
  };
  const routes: [RegExp, string, (match: RegExpExecArray, body: unknown) => FakeAnswer][] = [
    [/^\/favorite\/count$/, 'GET', () => {
      const counts = Object.fromEntries([...kept].map(([type, ids]) => [type, ids.length]));
      return { status: 200, body: { counts, total: [...kept.values()].reduce((sum, ids) => sum + ids.length, 0) } };
    }],
    [/^\/favorite\/(\d)$/, 'GET', ([, type]) => ({ status: 200, body: { type: Number(type), ids: kept.get(Number(type) as FavoriteType) } })],
    [/^\/favorite\/(\d)\/(.+)$/, 'POST', ([, type, id]) => {
      const ids = kept.get(Number(type) as FavoriteType) ?? [];
      const changed = !ids.includes(id as string);
      if (changed) ids.unshift(id as string);
      return { status: 200, body: { type: Number(type), id, favorite: true, changed } };
    }],
    [/^\/favorite\/(\d)\/(.+)$/, 'DELETE', ([, type, id]) => {
      const ids = kept.get(Number(type) as FavoriteType) ?? [];
      const at = ids.indexOf(id as string);
      if (at >= 0) ids.splice(at, 1);
      return { status: 200, body: { type: Number(type), id, favorite: false, changed: at >= 0 } };
    }],
    [/^\/session\/list\/[a-z-]+$/, 'POST', (_match, body) => {
      const ids = (body as { ids: string[] }).ids;
      return { status: 200, body: { data: ids.map((id) => ITEMS[`${FAVORITE_TYPES.session}:${id}`]).filter(Boolean) } };
    }],
    [/^\/speaker\/(.+)$/, 'GET', ([, id]) => item(FAVORITE_TYPES.speaker, decodeURIComponent(id as string))],
    [/^\/company\/[a-z]{2}-[a-z]{2}-(.+)$/, 'GET', ([, id]) => item(FAVORITE_TYPES.sponsor, decodeURIComponent(id as string))],
    [/^\/attendee\/[a-z]{2}-[a-z]{2}-(.+)$/, 'GET', ([, id]) => item(FAVORITE_TYPES.attendee, decodeURIComponent(id as string))],
  ];
  const sent = stubFetch(({ method, path, body }) => {
    const override = answers[`${method} ${path}`];
    if (override) return override;
    for (const [pattern, verb, answer] of routes) {
      const match = verb === method ? pattern.exec(path) : null;
      if (match) return answer(match, body);
    }
    return { status: 404, body: { error: 'NotFound', message: `${method} ${path}` } };
  });
  return { sent, kept };
}
