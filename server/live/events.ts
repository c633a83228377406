import type { LiveEvent } from '../../src/engine';

const EVENT_TYPES: ReadonlySet<string> = new Set<LiveEvent['type']>(['onComponentSettingsChanged', 'onSettingsChanged', 'onLanguageChanged', 'onPagesChanged', 'onCatalogueChanged', 'onScheduleChanged', 'onMessageReceived', 'onMeetingChanged']);

/** Messages from Redis are only trusted as far as their shape. */
export function isLiveEvent(value: unknown): value is LiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { type, data } = value as Record<string, unknown>;
  return typeof type === 'string' && EVENT_TYPES.has(type) && typeof data === 'object' && data !== null;
}
