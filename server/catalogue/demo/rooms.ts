import type { Room } from '../types';
import type { Random } from './random';
import { scaled } from './options';
import type { RoomKind } from './session-kinds';
import { slugify } from '../slug';

/** A room and what happens in it. */
export interface DemoRoom {
  room: Room;
  kind: RoomKind;
}

interface RoomPlan {
  kind: RoomKind;
  count: number;
  name: (index: number) => string;
  building: string;
  /** Seats: a range in steps of `step`. */
  capacity: readonly [min: number, max: number, step: number];
}

// 1 + 26 + 5 + 4 + 4 = 40 rooms at full scale.
const PLANS: readonly RoomPlan[] = [
  { kind: 'hall', count: 1, name: () => 'Main Hall', building: 'Convention Center', capacity: [4000, 4000, 1] },
  {
    kind: 'breakout',
    count: 26,
    // Two floors of thirteen: Room 101–113, Room 201–213.
    name: (index) => `Room ${1 + Math.floor(index / 13)}${String((index % 13) + 1).padStart(2, '0')}`,
    building: 'Convention Center',
    capacity: [120, 600, 20],
  },
  { kind: 'lab', count: 5, name: (index) => `Lab ${String.fromCharCode(65 + index)}`, building: 'Learning Center', capacity: [40, 60, 4] },
  { kind: 'theater', count: 4, name: (index) => `Expo Theater ${index + 1}`, building: 'Expo Hall', capacity: [60, 100, 10] },
  { kind: 'roundtable', count: 4, name: (index) => `Roundtable Room ${index + 1}`, building: 'Learning Center', capacity: [12, 20, 2] },
];

export function generateRooms(random: Random, scale: number): DemoRoom[] {
  const rooms: DemoRoom[] = [];
  for (const plan of PLANS) {
    for (let index = 0; index < scaled(plan.count, scale); index += 1) {
      const name = plan.name(index);
      const [min, max, step] = plan.capacity;
      rooms.push({
        kind: plan.kind,
        room: { roomId: `room-${slugify(name)}`, name, capacity: min + step * random.int(0, Math.floor((max - min) / step)), building: plan.building, sortOrder: rooms.length + 1 },
      });
    }
  }
  return rooms;
}
