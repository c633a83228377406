import type { Random } from './random';
import type { DemoSpeaker } from './speakers';
import type { DemoLanguage } from './vocabulary/languages';

/** A session's time as epoch milliseconds; on-demand sessions have none and never clash. */
export interface Window {
  start: number;
  end: number;
}

/**
 * Hands out speakers in turns, so the load spreads over everyone, and never books anyone into two sessions at once.
 * English sessions draw from every speaker; sessions in another language from the speakers of that language.
 */
export class SpeakerPool {
  private readonly queues = new Map<DemoLanguage, string[]>();
  private readonly cursors = new Map<DemoLanguage, number>();
  private readonly booked = new Map<string, Window[]>();

  constructor(random: Random, speakers: readonly DemoSpeaker[]) {
    const everyone = random.shuffle(speakers);
    for (const { language } of speakers) {
      if (this.queues.has(language)) continue;
      this.queues.set(language, everyone.filter((candidate) => candidate.language === language).map(({ speaker }) => speaker.speakerId));
    }
    this.queues.set('en-US', everyone.map(({ speaker }) => speaker.speakerId));
  }

  /** Whether anyone presents in `language`. */
  speaks(language: DemoLanguage): boolean {
    return (this.queues.get(language)?.length ?? 0) > 0;
  }

  /** Whether a speaker is free for the whole window. */
  isFree(speakerId: string, window: Window | null): boolean {
    if (!window) return true;
    return !(this.booked.get(speakerId) ?? []).some((taken) => taken.start < window.end && window.start < taken.end);
  }

  /** Books speakers already chosen (a repeat keeps its original's speakers). */
  book(speakerIds: readonly string[], window: Window | null): void {
    if (!window) return;
    for (const speakerId of speakerIds) this.booked.set(speakerId, [...(this.booked.get(speakerId) ?? []), window]);
  }

  /** Up to `count` free speakers of `language`, `first` (when free) leading; fewer only when not enough are free. */
  take(language: DemoLanguage, count: number, window: Window | null, first?: string): string[] {
    const chosen = first && this.isFree(first, window) ? [first] : [];
    const queue = this.queues.get(language) ?? [];
    let cursor = this.cursors.get(language) ?? 0;
    for (let tried = 0; tried < queue.length && chosen.length < count; tried += 1) {
      const candidate = queue[cursor % queue.length] as string;
      cursor += 1;
      if (!chosen.includes(candidate) && this.isFree(candidate, window)) chosen.push(candidate);
    }
    this.cursors.set(language, cursor);
    this.book(chosen, window);
    return chosen;
  }
}
