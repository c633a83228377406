import type { SessionAnswer } from '../../../schemas/generated/api/catalogue/session-answer';
import type { SessionSpeaker } from '../../../schemas/generated/api/catalogue/session-speaker';
import type { Session, Speaker } from '../types';
import type { PresentContext } from '../search-route';

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

// Per session object, which belongs to one catalogue load: the answer is built once and shared.
const answers = new WeakMap<Session, SessionAnswer>();

export function presentSession(session: Session, { index }: Pick<PresentContext, 'index'>): SessionAnswer {
  let answer = answers.get(session);
  if (!answer) {
    answer = { ...session, speakers: index.speakersOf(session).map(sessionSpeaker) };
    answers.set(session, answer);
  }
  return answer;
}
