/** The meeting blocks' texts (blocks/locales), under the spec's `translate.base.meetings` keys. */
export const meetingText = (name: string): string => `translate.base.meetings.${name}`;
