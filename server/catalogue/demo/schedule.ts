import type { ConferenceClock } from './clock';
import type { Conference } from './conference';
import type { DemoRoom } from './rooms';
import { CLOSING_KEYNOTE, ROOM_DAYS, type SessionKind, type SlotTemplate } from './session-kinds';

/** One timeslot in one room, as instants. */
export interface Slot {
  kind: SessionKind;
  room: DemoRoom;
  dayIndex: number;
  start: Date;
  end: Date;
  minutes: number;
}

function templatesFor(room: DemoRoom, dayIndex: number, dayCount: number): SlotTemplate[] {
  const templates = ROOM_DAYS[room.kind];
  const closingDay = dayCount > 1 && dayIndex === dayCount - 1;
  return closingDay ? templates.map((template) => (template.kind === 'keynote' ? CLOSING_KEYNOTE : template)) : templates;
}

/** Every room's timeslots on every event day, in the conference time zone, ordered by start then room. */
export function scheduleSlots(conference: Conference, clock: ConferenceClock, rooms: readonly DemoRoom[]): Slot[] {
  const slots = conference.days.flatMap((day, dayIndex) =>
    rooms.flatMap((room) =>
      templatesFor(room, dayIndex, conference.days.length).map((template): Slot => {
        const start = clock.at(day, template.start);
        return { kind: template.kind, room, dayIndex, start, end: new Date(start.getTime() + template.minutes * 60_000), minutes: template.minutes };
      }),
    ),
  );
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime() || a.room.room.sortOrder - b.room.room.sortOrder);
}
