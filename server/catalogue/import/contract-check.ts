import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import labelledValue from '../../../schemas/labelled-value.json' with { type: 'json' };
import roomSchema from '../../../schemas/room.json' with { type: 'json' };
import sessionSchema from '../../../schemas/session.json' with { type: 'json' };
import socialHandles from '../../../schemas/social-handles.json' with { type: 'json' };
import speakerSchema from '../../../schemas/speaker.json' with { type: 'json' };
import type { ImportIssue, MappedSchedule, Sourced } from './types';

type EntityKind = 'rooms' | 'sessions' | 'speakers';

let validators: Record<EntityKind, ValidateFunction> | undefined;

function compiled(): Record<EntityKind, ValidateFunction> {
  if (validators) return validators;
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addSchema([labelledValue, socialHandles]);
  validators = { rooms: ajv.compile(roomSchema), sessions: ajv.compile(sessionSchema), speakers: ajv.compile(speakerSchema) };
  return validators;
}

const ENTITY_NAME: Record<EntityKind, string> = { rooms: 'room', sessions: 'session', speakers: 'speaker' };

/**
 * What the mapping made, against the catalogue's own schemas (too long a title, an id over 100 characters…). Problems
 * are reported at the place in the file the entity came from, naming the catalogue field.
 */
export function contractIssues(schedule: MappedSchedule): ImportIssue[] {
  const check = compiled();
  return (Object.keys(ENTITY_NAME) as EntityKind[]).flatMap((kind) =>
    (schedule[kind] as Sourced<unknown>[]).flatMap(({ path, value }) => {
      if (check[kind](value)) return [];
      return (check[kind].errors ?? []).map((error) => ({
        path,
        message: `as a ${ENTITY_NAME[kind]}, ${error.instancePath.slice(1) || 'the entry'} ${error.message ?? error.keyword}`,
      }));
    }),
  );
}

/** Two entries of a file with one id (or session code) would overwrite each other: both are named. */
export function duplicateIssues(schedule: MappedSchedule): ImportIssue[] {
  const seen = new Map<string, string>();
  return schedule.sessions.flatMap(({ path, value }) =>
    (['sessionId', 'sessionCode'] as const).flatMap((field) => {
      const key = `${field}:${value[field]}`;
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, path);
        return [];
      }
      return [{ path, message: `${field} "${value[field]}" is also the ${field} of the entry at ${first}` }];
    }),
  );
}
