import type { SessionAnswer } from '../../../schemas/generated/api/catalogue/session-answer';
import type { SessionSpeaker } from '../../../schemas/generated/api/catalogue/session-speaker';
import { sessionAnswerFor, type Audience } from '../../../src/engine/lazy/session-answer';
import type { CatalogueIndex } from '../search/catalogue-index';
import type { Session, Speaker } from '../types';

const sessionSpeaker = ({ speakerId, displayName, firstName, lastName, company, jobTitle, photo, thumbnail }: Speaker): SessionSpeaker => ({
  speakerId,
  displayName,
  firstName,
  lastName,
  company,
  jobTitle,
  photo,
  thumbnail,
});

// Per session object, which belongs to one catalogue load, and audience: the answer is built once and shared.
const answers: Record<Audience, WeakMap<Session, SessionAnswer>> = { 'signed-in': new WeakMap(), anonymous: new WeakMap() };

export function presentSession(session: Session, { index, audience }: { index: CatalogueIndex; audience: Audience }): SessionAnswer {
  let answer = answers[audience].get(session);
  if (!answer) {
    answer = sessionAnswerFor(session, index.speakersOf(session).map(sessionSpeaker), audience);
    answers[audience].set(session, answer);
  }
  return answer;
}
