import { PERSONAS } from '../../../src/engine/scopes';
import type { Attendee, Company } from '../types';
import type { LabelledValue } from '../../../schemas/generated/labelled-value';
import { scaled } from './options';
import { cultureWeights, personName, type PersonName } from './people';
import type { Random } from './random';
import { ATTENDEE_NETWORKS, socialHandles } from './social';
import { slugify } from '../slug';
import { compose, subjects } from './text';
import { ATTENDEE_BIOS } from './vocabulary/bios';
import { PERSON_PHOTOS } from './vocabulary/images';
import { JOB_TITLES, OTHER_ORGANIZATIONS, REGIONS } from './vocabulary/people';
import { TOPICS } from './vocabulary/topics';

const FULL_COUNT = 20_000;
const IN_PERSON: LabelledValue = { logicalValue: 'In-person', displayValue: 'In-person' };
const DIGITAL: LabelledValue = { logicalValue: 'Digital', displayValue: 'Digital' };

/** first.last@…, with a number from the second namesake on, so every address is unique. */
function emailAddresses() {
  const used = new Map<string, number>();
  return (name: PersonName, domain: string) => {
    const local = `${name.latinFirst}.${name.latinLast}`;
    const key = `${local}@${domain}`;
    const seen = used.get(key) ?? 0;
    used.set(key, seen + 1);
    return seen === 0 ? key : `${local}${seen + 1}@${domain}`;
  };
}

/** The dev sign-in personas, so a signed-in demo user has a profile of their own. */
function personaAttendees(random: Random): Attendee[] {
  return PERSONAS.filter((persona) => persona.id !== 'anonymous').map((persona) => ({
    attendeeId: random.guid(),
    userId: `dev-${persona.id}`,
    displayName: persona.displayName,
    firstName: persona.firstName,
    lastName: persona.lastName,
    email: persona.email,
    jobTitle: null,
    company: null,
    companyId: null,
    bio: null,
    photo: null,
    social: {},
    displayProfileToPublic: true,
    displaySessions: true,
    isAvailableForMeetings: true,
    region: { ...(REGIONS[0] as LabelledValue) },
    participationType: { ...(persona.id === 'attendee' ? DIGITAL : IN_PERSON) },
    interests: [],
  }));
}

/** 20,000 attendees (the dev personas among them); about 60% show their profile to the public. */
export function generateAttendees(random: Random, scale: number, companies: readonly Company[]): Attendee[] {
  const count = scaled(FULL_COUNT, scale);
  if (count === 0) return [];
  const email = emailAddresses();
  const cultures = cultureWeights('attendees');
  const domains = new Map([...companies.map((entry) => entry.name), ...OTHER_ORGANIZATIONS].map((name) => [name, `${slugify(name)}.example.com`]));
  const personas = personaAttendees(random);
  const generated = Array.from({ length: Math.max(0, count - personas.length) }, (): Attendee => {
    const name = personName(random, cultures);
    const employer = companies.length > 0 && random.chance(0.35) ? random.pick(companies) : null;
    const company = employer?.name ?? random.pick(OTHER_ORGANIZATIONS);
    const jobTitle = random.pick(JOB_TITLES);
    const regionId = random.pick(name.culture.regions);
    const region = REGIONS.find((candidate) => candidate.logicalValue === regionId);
    return {
      attendeeId: random.guid(),
      userId: random.guid(),
      displayName: name.displayName,
      firstName: name.firstName,
      lastName: name.lastName,
      email: email(name, domains.get(company) as string),
      jobTitle,
      company,
      companyId: employer?.companyId ?? null,
      bio: random.chance(0.35) ? compose(random.pick(ATTENDEE_BIOS), { jobTitle, company, ...subjects('en-US', random.pick(TOPICS), random.pick(TOPICS)) }) : null,
      photo: random.chance(0.45) ? random.pick(PERSON_PHOTOS) : null,
      social: socialHandles(random, name, ATTENDEE_NETWORKS),
      displayProfileToPublic: random.chance(0.6),
      displaySessions: random.chance(0.5),
      isAvailableForMeetings: random.chance(0.55),
      region: region && random.chance(0.95) ? { ...region } : null,
      participationType: random.chance(0.97) ? { ...(random.chance(0.55) ? IN_PERSON : DIGITAL) } : null,
      interests: random.sample(TOPICS, random.int(0, 4)).map((topic) => topic.path),
    };
  });
  return [...personas, ...generated].slice(0, count);
}
