import type { Session } from '../types';
import type { Random } from './random';
import { DIGITAL, KINDS } from './session-kinds';
import type { DemoLanguage } from './vocabulary/languages';
import { REGIONS } from './vocabulary/people';

const ALL_REGIONS = REGIONS.map((region) => region.logicalValue);

/** Where a session in this language finds most of its audience: the region it is offered to first. */
const HOME_REGIONS = new Map<DemoLanguage, readonly string[]>([
  ['zh-CN', ['greater-china']],
  ['ja-JP', ['japan']],
  ['de-DE', ['europe']],
  ['fr-FR', ['europe']],
  ['es-ES', ['latin-america', 'europe']],
]);

/**
 * The attendee regions a session is meant for: keynotes every region, digital sessions one to three (the first by
 * their language), sessions only in the room none (everyone at the venue may go).
 */
function regionsOf(random: Random, session: Session): string[] {
  if (session.sessionType.logicalValue === KINDS.keynote.type.logicalValue) return [...ALL_REGIONS];
  if (!session.deliveryTypes.includes(DIGITAL)) return [];
  const home = random.pick(HOME_REGIONS.get(session.sessionLanguage as DemoLanguage) ?? ALL_REGIONS);
  const others = random.sample(
    ALL_REGIONS.filter((region) => region !== home),
    random.int(0, 2),
  );
  return [home, ...others];
}

/** The sessions with their regions, drawn from a stream of their own so no other generated value moves. */
export const withRegions = (random: Random, sessions: readonly Session[]): Session[] => sessions.map((session) => ({ ...session, regions: regionsOf(random, session) }));
