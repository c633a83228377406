import type { CatalogueData } from '../types';
import { generateAttendees } from './attendees';
import { generateCompanies } from './companies';
import type { Conference } from './conference';
import { DEFAULT_DEMO_SEED, scaled, type DemoOptions } from './options';
import { createRandom } from './random';
import { generateRooms } from './rooms';
import { withRegions } from './session-regions';
import { generateSessions } from './sessions';
import { generateSpeakers } from './speakers';

const FULL_ON_DEMAND = 450;

/**
 * The demo conference: ~1,500 sessions over the event days in ~40 rooms, ~700 speakers, ~150 companies and 20,000
 * attendees at full scale. Pure: the same conference, seed and scale always give the same data. Each part draws
 * from its own random stream, so resizing one part leaves the others' draws as they were.
 */
export function generateDemoCatalogue(conference: Conference, options: DemoOptions = {}): CatalogueData {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const scale = options.scale ?? 1;
  const companies = generateCompanies(createRandom(seed, 'companies'), scale);
  const rooms = generateRooms(createRandom(seed, 'rooms'), scale);
  const speakers = generateSpeakers(createRandom(seed, 'speakers'), scale, companies);
  const generated = generateSessions(createRandom(seed, 'sessions'), {
    conference,
    rooms,
    speakers,
    companies,
    onDemandCount: scaled(FULL_ON_DEMAND, scale, 0),
  });
  const sessions = withRegions(createRandom(seed, 'session-regions'), generated);
  return {
    rooms: rooms.map(({ room }) => room),
    sessions,
    speakers: speakers.map(({ speaker }) => speaker),
    companies,
    attendees: generateAttendees(createRandom(seed, 'attendees'), scale, companies),
  };
}
