/**
 * Phrases a session's title and abstract are composed from, in one language. Placeholders: {subject} (the topic as
 * the language names it), {product}, {company}. A title or sentence that opens with {subject} is capitalised after filling.
 */
export interface SessionText {
  titles: {
    talk: readonly string[];
    lab: readonly string[];
    theater: readonly string[];
  };
  abstract: {
    opener: readonly string[];
    middle: readonly string[];
    closer: readonly string[];
    /** Added to every hands-on lab. */
    lab: string;
  };
  /** Between sentences: a space, or nothing for Chinese and Japanese. */
  joiner: string;
}
