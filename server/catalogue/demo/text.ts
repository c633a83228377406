import { capitalize, fill, type DemoLanguage } from './vocabulary/languages';
import type { Topic } from './vocabulary/topics';

/** A phrase list's template filled in, opening with a capital letter. */
export const compose = (template: string, values: Record<string, string>): string => capitalize(fill(template, values));

/** The subject values a template may use for a topic and a second topic, in one language. */
export const subjects = (language: DemoLanguage, topic: Topic, second: Topic) => ({ subject: topic.subject[language], subject2: second.subject[language] });

