import { writeCatalogue } from '../../server/catalogue/writes';
import type { CatalogueData } from '../../server/catalogue/types';
import { attendee, company, session, speaker } from '../engine/catalogue-search/builders';
import { startServerWithReach, type Driver, type TestServer } from './harness';

/**
 * A small programme about quokkas: its words appear in no demo data, and searches restricted to these ids
 * (favoritesIds) count only these sessions whatever else the database holds.
 */
export const QUOKKA_SESSION_IDS = ['api-q1', 'api-q1r', 'api-q2', 'api-q3'];

export const quokkaCatalogue = (): CatalogueData => ({
  rooms: [],
  speakers: [
    speaker({ speakerId: 'api-sp-listed', displayName: 'Zephyrine Quokkaworth' }),
    speaker({ speakerId: 'api-sp-hidden', displayName: 'Hidden Quokkaspeaker', photo: null }),
  ],
  sessions: [
    session({
      sessionId: 'api-q1',
      sessionCode: 'QKA101',
      title: 'Quokka orchestration at scale',
      topics: ['Quokkas|Orchestration'],
      sessionLevel: '300',
      speakerIds: ['api-sp-listed', 'api-sp-hidden'],
      relatedSessionCodes: ['QKA300'],
      startDateTime: '2027-03-09T09:00:00-08:00',
      endDateTime: '2027-03-09T10:00:00-08:00',
    }),
    session({
      sessionId: 'api-q1r',
      sessionCode: 'QKA101-R1',
      title: 'Quokka orchestration at scale',
      topics: ['Quokkas|Orchestration'],
      sessionLevel: '300',
      speakerIds: ['api-sp-listed'],
      startDateTime: '2027-03-10T14:00:00-08:00',
      endDateTime: '2027-03-10T15:00:00-08:00',
    }),
    session({
      sessionId: 'api-q2',
      sessionCode: 'QKA200',
      title: '短尾矮袋鼠的云原生之旅',
      sessionLanguage: 'zh-CN',
      topics: ['Quokkas'],
      sessionLevel: '100',
      // 23:30 in Seattle is already 10 March in UTC.
      startDateTime: '2027-03-09T23:30:00-08:00',
      endDateTime: '2027-03-10T00:15:00-08:00',
    }),
    session({
      sessionId: 'api-q3',
      sessionCode: 'QKA300',
      title: 'Quokka data lakes',
      topics: ['Quokkas|Data'],
      sessionLevel: '200',
      startDateTime: null,
      endDateTime: null,
      onDemand: [{ url: 'https://video.example.com/qka300' }],
    }),
  ],
  attendees: [
    attendee({ attendeeId: 'api-att-public', displayName: 'Quokka Publicus', userId: 'dev-quokka-publicus', email: 'publicus@example.com' }),
    attendee({ attendeeId: 'api-att-hidden', displayName: 'Quokka Privatus', userId: 'dev-quokka-privatus', displayProfileToPublic: false }),
  ],
  companies: [
    company({ companyId: 'api-co-1', name: 'Quokka Corp', logo: '/images/logos/quokka.svg', sponsorLevelKey: 'gold' }),
    company({ companyId: 'api-co-2', name: 'Quokka Labs', kinds: ['exhibitor'], booth: 'Q12', logo: '/images/logos/quokka-labs.svg' }),
  ],
});

export interface CatalogueServer extends TestServer {
  /** Writes through the product's write path (upsert, then the onCatalogueChanged event). */
  write(data: Partial<CatalogueData>): Promise<void>;
}

/** A test server whose catalogue also holds the quokka programme. */
export async function startCatalogueServer(driver: Driver): Promise<CatalogueServer> {
  const server = await startServerWithReach(driver);
  const write = async (data: Partial<CatalogueData>) => {
    await writeCatalogue(server.reach.db, server.reach.live, data);
  };
  await write(quokkaCatalogue());
  return { ...server, write };
}
