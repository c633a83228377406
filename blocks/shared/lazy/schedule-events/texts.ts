/** The schedule's texts, My schedule's and the shared schedule's alike: they show the same events. */
export const scheduleText = (name: string) => `translate.base.blocks.my-schedule.${name}`;
