import type { QaAttendeeType } from '../../../engine/lazy/qa';
import { QA_ATTENDEE_TYPES } from '../../../engine/lazy/qa';
import type { PreviewPersona } from '../../preview/preview-store';

/**
 * Whom a block's design is for: the previewed persona when it is one of the QA attendee types (a signed-out visitor
 * included), else a plain attendee (an editor viewing as themselves, a QA tester, a typed list of scopes).
 */
export function qaAttendeeTypeFor(persona: PreviewPersona): QaAttendeeType {
  return (QA_ATTENDEE_TYPES as readonly string[]).includes(persona) ? (persona as QaAttendeeType) : 'attendee';
}
