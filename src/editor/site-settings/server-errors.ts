import type { ValidationIssue } from '../../engine';

/** Where the server's issues belong: per setting name, and the ones no field can show. */
export interface MappedIssues {
  fields: Record<string, string>;
  general: string[];
}

const CHANGE_PATH = /^\/body\/changes\/(\d+)(?:\/(name|value))?(\/.*)?$/;

/**
 * Maps the server's issue paths (`/body/changes/{i}/value/0/start`) back to the setting sent at index i.
 * A nested path is kept in front of the message (`0/start: must be an ISO date`); several issues on one field are
 * joined.
 */
export function mapServerIssues(issues: readonly ValidationIssue[] | undefined, changes: readonly { name: string }[]): MappedIssues {
  const mapped: MappedIssues = { fields: {}, general: [] };
  for (const { path, message } of issues ?? []) {
    const match = CHANGE_PATH.exec(path);
    const name = match ? changes[Number(match[1])]?.name : undefined;
    if (!match || name === undefined) {
      mapped.general.push(path ? `${path}: ${message}` : message);
      continue;
    }
    const nested = match[3]?.slice(1);
    const text = nested ? `${nested}: ${message}` : message;
    mapped.fields[name] = mapped.fields[name] ? `${mapped.fields[name]}; ${text}` : text;
  }
  return mapped;
}
