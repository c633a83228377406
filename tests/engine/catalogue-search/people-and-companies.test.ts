import { describe, expect, it } from 'vitest';
import { createCatalogueIndex } from '../../../server/catalogue/search/catalogue-index';
import { SearchRequestError } from '../../../server/catalogue/search/request-check';
import { attendee, catalogue, company, session, speaker } from './builders';

const NOW = new Date('2027-03-01T00:00:00Z');

const index = createCatalogueIndex(
  catalogue({
    speakers: [
      speaker({ speakerId: 'grace', displayName: 'Grace Hopper', company: 'Navy', jobTitle: 'Rear Admiral' }),
      speaker({ speakerId: 'ada', displayName: 'Ada Lovelace', company: 'Analytical Engines' }),
      speaker({ speakerId: 'nobio', displayName: 'Nora Bio', bio: '  ' }),
      speaker({ speakerId: 'nophoto', displayName: 'Noah Photo', photo: null }),
      // A second entry with the same id replaces the first (speakers are de-duplicated by id).
      speaker({ speakerId: 'ada', displayName: 'Ada King Lovelace', company: 'Analytical Engines' }),
    ],
    attendees: [
      attendee({ attendeeId: 'a1', displayName: 'Zoe Émile', company: 'Contoso', region: { logicalValue: 'emea', displayValue: 'Europe' }, interests: ['Rust'] }),
      attendee({ attendeeId: 'a2', displayName: 'Yan Li', company: 'Contoso', interests: ['Rust', 'Go'] }),
      attendee({ attendeeId: 'a3', displayName: 'Xavier Hidden', company: 'Contoso', displayProfileToPublic: false }),
    ],
    companies: [
      company({ companyId: 'c1', name: 'Bronze Works', sponsorLevelKey: 'bronze' }),
      company({ companyId: 'c2', name: 'Gold B', sponsorLevelKey: 'gold', sortRank: 2 }),
      company({ companyId: 'c3', name: 'Gold A', sponsorLevelKey: 'gold', sortRank: 1, sponsorSubOrder: 5 }),
      company({ companyId: 'c4', name: 'Gold C', sponsorLevelKey: 'gold', sortRank: 1, sponsorSubOrder: 1 }),
      company({ companyId: 'c5', name: 'Platinum One', sponsorLevelKey: 'Platinum' }),
      company({ companyId: 'c6', name: 'Booth Only', sponsorLevelKey: null, kinds: ['exhibitor'], offers: [{ offerTitle: 'Free espresso', offerLinkUrl: 'https://example.com' }] }),
    ],
    sessions: [
      session({ sessionId: 'x1', sessionCode: 'BRK1', speakerIds: ['ada', 'grace'] }),
      session({ sessionId: 'x2', sessionCode: 'BRK1-R1', speakerIds: ['ada'], startDateTime: '2027-03-10T09:00:00-08:00' }),
      session({ sessionId: 'x3', sessionCode: 'BRK1-R2', startDateTime: '2027-03-11T09:00:00-08:00' }),
      session({ sessionId: 'x4', sessionCode: 'BRK10' }),
    ],
  }),
  { timeZone: 'UTC' },
);

describe('speakers', () => {
  it('lists only speakers with both a bio and a photo, sorted by family name, each id once', () => {
    expect(index.speakers.search({}, NOW).items.map((found) => found.displayName)).toEqual(['Grace Hopper', 'Ada King Lovelace']);
    expect(index.speaker('nophoto')?.displayName).toBe('Noah Photo');
  });

  it('finds a speaker by name, company and job title', () => {
    const ids = (searchText: string) => index.speakers.search({ searchText }, NOW).items.map((found) => found.speakerId);
    expect(ids('lovelace')).toEqual(['ada']);
    expect(ids('analytical')).toEqual(['ada']);
    expect(ids('admiral')).toEqual(['grace']);
    expect(ids('nora')).toEqual([]);
  });

  it('refuses the sorts and switches that belong to sessions', () => {
    expect(() => index.speakers.search({ sortOption: 'chronological' }, NOW)).toThrow(SearchRequestError);
    expect(() => index.speakers.search({ sortOption: 'status' }, NOW)).toThrow(SearchRequestError);
    expect(() => index.speakers.search({ willBeRecorded: false }, NOW)).toThrow(SearchRequestError);
    // Switches left off narrow nothing, so a shared request shape is fine.
    expect(index.speakers.search({ liveNowAndUpcoming: false, mustHaveTimeslot: false }, NOW).total).toBe(2);
  });
});

describe('attendees', () => {
  it('lists public profiles only, finds accents either way and counts facets', () => {
    const answer = index.attendees.search({ searchText: 'emile' }, NOW);
    expect(answer.items.map((found) => found.attendeeId)).toEqual(['a1']);
    const all = index.attendees.search({}, NOW);
    // By family name: Émile before Li.
    expect(all.items.map((found) => found.attendeeId)).toEqual(['a1', 'a2']);
    expect(all.facets.find((facet) => facet.key === 'company')?.filters).toEqual([{ value: 'Contoso', displayName: 'Contoso', count: 2, children: [] }]);
    expect(all.facets.find((facet) => facet.key === 'interest')?.filters.map((filter) => [filter.value, filter.count])).toEqual([
      ['Rust', 2],
      ['Go', 1],
    ]);
    expect(all.facets.find((facet) => facet.key === 'region')?.filters[0]).toMatchObject({ value: 'emea', displayName: 'Europe' });
  });

  it('never finds a hidden profile, and never by email', () => {
    expect(index.attendees.search({ searchText: 'xavier' }, NOW).total).toBe(0);
    expect(index.attendees.search({ searchText: 'a1@example.com' }, NOW).total).toBe(0);
    expect(index.attendee('a3')?.displayName).toBe('Xavier Hidden');
  });
});

describe('companies', () => {
  it('keeps sponsor order: level, rank, sub-order, name; companies without a level last', () => {
    expect(index.companies.search({}, NOW).items.map((found) => found.name)).toEqual(['Platinum One', 'Gold C', 'Gold A', 'Gold B', 'Bronze Works', 'Booth Only']);
    expect(index.companies.search({ sortOption: 'asc' }, NOW).items.map((found) => found.name)).toEqual([
      'Booth Only',
      'Bronze Works',
      'Gold A',
      'Gold B',
      'Gold C',
      'Platinum One',
    ]);
  });

  it('lists sponsor levels from the top and finds offers', () => {
    const levels = index.companies.facets().find((facet) => facet.key === 'sponsorLevel')?.filters.map((filter) => filter.value);
    expect(levels).toEqual(['Platinum', 'gold', 'bronze']);
    expect(index.companies.search({ searchText: 'espresso' }, NOW).items.map((found) => found.companyId)).toEqual(['c6']);
  });
});

describe('lookups', () => {
  it('finds sessions by id or code, repeats by code without the suffix, and sessions of a speaker', () => {
    const first = index.session('BRK1');
    expect(index.session('x1')).toBe(first);
    expect(index.repeatsOf(first!).map((found) => found.sessionCode)).toEqual(['BRK1-R1', 'BRK1-R2']);
    expect(index.repeatsOf(index.session('BRK1-R2')!).map((found) => found.sessionCode)).toEqual(['BRK1', 'BRK1-R1']);
    expect(index.repeatsOf(index.session('BRK10')!)).toEqual([]);
    expect(index.speakersOf(first!).map((found) => found.speakerId)).toEqual(['ada', 'grace']);
    expect(index.sessionsOf(index.speaker('ada')!).map((found) => found.sessionCode)).toEqual(['BRK1', 'BRK1-R1']);
  });
});
