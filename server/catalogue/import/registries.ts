import type { Room } from '../../../schemas/generated/room';
import type { Speaker } from '../../../schemas/generated/speaker';
import type { Sourced } from './types';

/** Speakers by id: a person met again (in another session) fills in what the first sighting lacked. */
export function createSpeakerRegistry() {
  const byId = new Map<string, Sourced<Speaker>>();
  return {
    add(speaker: Speaker, path: string): string {
      const known = byId.get(speaker.speakerId);
      if (!known) byId.set(speaker.speakerId, { path, value: speaker });
      else {
        const filled = Object.entries(speaker).filter(([key, value]) => value !== null && known.value[key as keyof Speaker] === null);
        known.value = { ...known.value, ...Object.fromEntries(filled), social: { ...speaker.social, ...known.value.social } };
      }
      return speaker.speakerId;
    },
    has: (speakerId: string) => byId.has(speakerId),
    list: (): Sourced<Speaker>[] => [...byId.values()],
  };
}

/** Rooms by id in the order first met, which becomes their sort order. */
export function createRoomRegistry() {
  const byId = new Map<string, Sourced<Room>>();
  return {
    add(room: Omit<Room, 'sortOrder'>, path: string): string {
      if (!byId.has(room.roomId)) byId.set(room.roomId, { path, value: { ...room, sortOrder: byId.size } });
      return room.roomId;
    },
    get: (roomId: string) => byId.get(roomId)?.value,
    list: (): Sourced<Room>[] => [...byId.values()],
  };
}

/** A room id from a name, for files that name rooms without ids: letters and digits of any script, joined by dashes. */
export function roomIdFromName(name: string): string {
  const slug = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return `room-${slug || 'unnamed'}`.slice(0, 100);
}
