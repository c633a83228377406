import { scheduleErrorKey } from './schedule';

/** One row of the errorMessageMapper site setting: a server message containing `textToMatch` shows `message` instead. */
export interface ErrorMessageMapping {
  textToMatch: string;
  message: string;
}

const isMapping = (row: unknown): row is ErrorMessageMapping =>
  typeof row === 'object' && row !== null && typeof (row as ErrorMessageMapping).textToMatch === 'string' && (row as ErrorMessageMapping).textToMatch !== '' &&
  typeof (row as ErrorMessageMapping).message === 'string';

/** The errorMessageMapper setting's rows; none when unset or not a list of mappings (bad rows are skipped). */
export const errorMessageMappings = (setting: unknown): ErrorMessageMapping[] => (Array.isArray(setting) ? setting.filter(isMapping) : []);

/** What to show for a failed add: a text as it is (mapped or raw), or a translation key. */
export type ScheduleErrorText = { text: string } | { key: string };

/**
 * Spec 1 §8, an add-to-schedule failure: the first mapping whose text the message contains (without case), else the
 * message's own key where a translation has it, else the message itself.
 */
export function scheduleErrorText(message: string, { mappings, hasKey }: { mappings: readonly ErrorMessageMapping[]; hasKey: (key: string) => boolean }): ScheduleErrorText {
  const folded = message.toLowerCase();
  const mapped = mappings.find((mapping) => folded.includes(mapping.textToMatch.toLowerCase()));
  if (mapped) return { text: mapped.message };
  const key = scheduleErrorKey(message);
  return hasKey(key) ? { key } : { text: message };
}
