import type { Company, Speaker } from '../types';
import { scaled } from './options';
import { cultureWeights, personName } from './people';
import type { Random } from './random';
import { socialHandles, SPEAKER_NETWORKS } from './social';
import { compose, subjects } from './text';
import { SPEAKER_BIOS } from './vocabulary/bios';
import { PERSON_PHOTOS } from './vocabulary/images';
import type { DemoLanguage } from './vocabulary/languages';
import { JOB_TITLES, OTHER_ORGANIZATIONS } from './vocabulary/people';
import { TOPICS } from './vocabulary/topics';

const FULL_COUNT = 700;

/** A speaker and the language besides English they can present in. */
export interface DemoSpeaker {
  speaker: Speaker;
  language: DemoLanguage;
}

/** About 700 speakers; most with a bio and a photo, some without one or both (catalogues hide those). */
export function generateSpeakers(random: Random, scale: number, companies: readonly Company[]): DemoSpeaker[] {
  const cultures = cultureWeights('speakers');
  return Array.from({ length: scaled(FULL_COUNT, scale) }, (): DemoSpeaker => {
    const name = personName(random, cultures);
    const employer = companies.length > 0 && random.chance(0.65) ? random.pick(companies) : null;
    const company = employer?.name ?? random.pick(OTHER_ORGANIZATIONS);
    const jobTitle = random.pick(JOB_TITLES);
    const language = name.culture.language;
    const bioLanguage = random.chance(0.7) ? language : 'en-US';
    const photo = random.chance(0.93) ? random.pick(PERSON_PHOTOS) : null;
    const bio = random.chance(0.91)
      ? compose(random.pick(SPEAKER_BIOS[bioLanguage]), {
          name: name.displayName,
          first: name.firstName,
          jobTitle,
          company,
          years: String(random.int(3, 25)),
          ...subjects(bioLanguage, random.pick(TOPICS), random.pick(TOPICS)),
        })
      : null;
    return {
      language,
      speaker: {
        speakerId: random.guid(),
        displayName: name.displayName,
        firstName: name.firstName,
        lastName: name.lastName,
        company,
        companyId: employer?.companyId ?? null,
        jobTitle,
        photo,
        thumbnail: photo,
        bio,
        social: socialHandles(random, name, SPEAKER_NETWORKS),
      },
    };
  });
}
