/** My schedule's texts; the shared-schedule page shows the same events and reuses them. */
export const scheduleText = (name: string) => `translate.base.blocks.my-schedule.${name}`;
