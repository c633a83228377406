import { ROLE_SCOPES, type Role } from '../../engine';
import type { PreviewPersona } from './preview-store';

/** A typed scope list: commas or spaces between scopes; blanks and repeats dropped. */
export function parseScopeList(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

const NO_SCOPES: readonly string[] = [];

/** The scopes visibility is judged with for a preview persona. */
export function previewScopes(persona: PreviewPersona, { own, custom }: { own: readonly string[]; custom: string }): readonly string[] {
  if (persona === 'self') return own;
  if (persona === 'anonymous') return NO_SCOPES;
  if (persona === 'custom') return parseScopeList(custom);
  return ROLE_SCOPES[persona satisfies Role];
}
