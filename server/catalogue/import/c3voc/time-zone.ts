import { optionalText, pointer, type Issues } from '../read';
import { isTimeZone } from '../../zoned-time';

/** The conference's `time_zone_name` when it is a zone this runtime knows. */
export function conferenceTimeZone(conference: Record<string, unknown>, path: string, issues: Issues): string | null {
  const name = optionalText(conference, 'time_zone_name');
  if (name && !isTimeZone(name)) {
    issues.warnings.push({ path: pointer(path, 'time_zone_name'), message: `unknown time zone "${name}"; times keep their offsets` });
    return null;
  }
  return name;
}
