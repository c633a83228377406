import type { Speaker } from '../../../../schemas/generated/speaker';
import type { EntitySearchConfig } from '../config';
import { personSortName, plainValues, texts } from './names';

/** Catalogues show a speaker only with both a bio and a photo (spec 1 §3). */
export const isListedSpeaker = (speaker: Speaker) => Boolean(speaker.bio?.trim() && speaker.photo?.trim());

export const speakerSearchConfig: EntitySearchConfig<Speaker> = {
  id: (speaker) => speaker.speakerId,
  fields: [
    { weight: 4, text: (speaker) => texts(speaker.displayName, speaker.firstName, speaker.lastName) },
    { weight: 2, text: (speaker) => speaker.company },
    { weight: 1.5, text: (speaker) => speaker.jobTitle },
    { weight: 1, text: (speaker) => speaker.bio },
  ],
  facets: [{ key: 'company', values: (speaker) => plainValues(speaker.company) }],
  sortName: personSortName,
};
