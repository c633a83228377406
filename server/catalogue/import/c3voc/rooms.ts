import { isRecord, optionalText, pointer, type Issues } from '../read';
import { createRoomRegistry, roomIdFromName } from '../registries';

const capacityOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;

/**
 * c3voc rooms: listed once in `conference.rooms` (name, guid, capacity) and referred to by events, by name (v1) or by
 * guid (v2). A room is keyed by its guid, unless another room already claimed that guid (pretalx once exported every
 * room with the same one): then by its name, so re-importing the same file keys it the same way.
 */
export function createC3vocRooms(issues: Issues) {
  const registry = createRoomRegistry();
  const idByName = new Map<string, string>();
  const idByGuid = new Map<string, string>();

  function declare(room: unknown, path: string, building: string | null): void {
    if (!isRecord(room)) return;
    const name = optionalText(room, 'name');
    if (!name || idByName.has(name)) return;
    const guid = optionalText(room, 'guid');
    const guidTaken = guid !== null && idByGuid.has(guid);
    if (guidTaken) issues.warnings.push({ path: pointer(path, 'guid'), message: `another room has this guid already; "${name}" is keyed by its name` });
    const roomId = guid && !guidTaken ? guid : roomIdFromName(name);
    registry.add({ roomId, name, capacity: capacityOf(room.capacity), building }, path);
    idByName.set(name, roomId);
    if (guid && !guidTaken) idByGuid.set(guid, roomId);
  }

  function byName(name: string, path: string): string {
    const known = idByName.get(name);
    if (known) return known;
    const roomId = registry.add({ roomId: roomIdFromName(name), name, capacity: null, building: null }, path);
    idByName.set(name, roomId);
    return roomId;
  }

  /** A v2 room reference `{ guid, name? }`; rooms missing from the conference's list are added from it. */
  function byReference(reference: Record<string, unknown>, path: string): { roomId: string; name: string } | undefined {
    const guid = optionalText(reference, 'guid');
    const name = optionalText(reference, 'name');
    const roomId = (guid && idByGuid.get(guid)) ?? (name && idByName.get(name));
    if (roomId) return { roomId, name: registry.get(roomId)?.name ?? name ?? roomId };
    if (!guid && !name) {
      issues.errors.push({ path, message: 'the room needs a guid or a name' });
      return undefined;
    }
    issues.warnings.push({ path, message: 'room not listed in conference.rooms; added from this reference' });
    const added = registry.add({ roomId: guid ?? roomIdFromName(name as string), name: name ?? (guid as string), capacity: null, building: null }, path);
    if (guid) idByGuid.set(guid, added);
    if (name) idByName.set(name, added);
    return { roomId: added, name: name ?? added };
  }

  return { declare, byName, byReference, list: registry.list };
}
