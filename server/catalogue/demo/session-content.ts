import type { Company } from '../types';
import type { Random } from './random';
import type { SessionKind } from './session-kinds';
import { compose } from './text';
import type { DemoLanguage } from './vocabulary/languages';
import { EN_US_EXTRA, SESSION_TEXT, type SessionText } from './vocabulary/session-text';
import type { Topic } from './vocabulary/topics';

/** What a session is about, which its title and abstract are composed from. */
export interface SessionSubject {
  kind: SessionKind;
  language: DemoLanguage;
  topic: Topic;
  product: string;
  sponsor: Company | null;
}

const TITLE_ATTEMPTS = 12;

/** The day's keynote: opening on the first day, closing on the last, the others in between. */
export function keynoteText(dayIndex: number, dayCount: number): { title: string; description: string } {
  const { opening, closing, middle } = EN_US_EXTRA.keynotes;
  if (dayIndex === 0) return opening;
  if (dayIndex === dayCount - 1) return closing;
  return middle[(dayIndex - 1) % middle.length] as { title: string; description: string };
}

/** Which of a language's title lists each kind draws from (keynotes have fixed titles, roundtables English ones). */
const TITLE_LIST: Record<SessionKind, keyof SessionText['titles']> = {
  keynote: 'talk',
  featured: 'talk',
  breakout: 'talk',
  onDemand: 'talk',
  roundtable: 'talk',
  lab: 'lab',
  theater: 'theater',
};

function titleTemplates({ kind, language, sponsor }: SessionSubject): readonly string[] {
  if (sponsor) return EN_US_EXTRA.sponsoredTitles;
  if (kind === 'roundtable') return EN_US_EXTRA.roundtableTitles;
  return SESSION_TEXT[language].titles[TITLE_LIST[kind]];
}

/**
 * A subject and a title no other session has yet, when a few draws find one: each try draws a new subject too,
 * since one topic's templates run out long before the whole programme's.
 */
export function titledSubject(random: Random, draw: () => SessionSubject, taken: Set<string>): { subject: SessionSubject; title: string } {
  let subject = draw();
  let title = '';
  for (let attempt = 0; attempt < TITLE_ATTEMPTS; attempt += 1) {
    if (attempt > 0) subject = draw();
    title = compose(random.pick(titleTemplates(subject)), { subject: subject.topic.subject[subject.language], product: subject.product, company: subject.sponsor?.name ?? '' });
    if (!taken.has(title)) break;
  }
  taken.add(title);
  return { subject, title };
}

/** Opener, two points, a closer, and the practical note labs and roundtables need. */
export function sessionAbstract(random: Random, subject: SessionSubject): string {
  const text = SESSION_TEXT[subject.language];
  const values = { subject: subject.topic.subject[subject.language], product: subject.product };
  const sentences = [random.pick(text.abstract.opener), ...random.sample(text.abstract.middle, 2), random.pick(text.abstract.closer)].map((sentence) => compose(sentence, values));
  if (subject.kind === 'lab') sentences.push(text.abstract.lab);
  if (subject.kind === 'roundtable') sentences.push(EN_US_EXTRA.roundtableNote);
  return sentences.join(text.joiner);
}
