import type { BlockInstance, CurrentUser, Role, SettingsResponse } from '../../../src/engine';
import { ROLE_SCOPES } from '../../../src/engine';

export const PHASES = [
  { id: 'pre-event', label: 'Pre-event', start: '2026-06-01T00:00:00-07:00' },
  { id: 'live', label: 'Live', start: '2027-03-09T07:00:00-08:00' },
  { id: 'post-event', label: 'Post-event', start: '2027-03-13T00:00:00-07:00' },
];

export function testSettings(overrides: Partial<SettingsResponse> = {}): SettingsResponse {
  return {
    env: 'cont',
    settings: { programName: 'Test Summit', supportEmail: 'help@example.com', registrationUrl: 'https://register.example.com/test-summit' },
    features: { enableDevFunctions: true, showLanguageSwitcher: true, allowLogOn: true, showRegistrationButton: true },
    phases: PHASES,
    currentPhase: 'pre-event',
    serverTestingDate: null,
    ...overrides,
  };
}

export function testUser(role: Role, displayName = 'Avery Attendee'): CurrentUser {
  return {
    id: `user-${role}`,
    role,
    displayName,
    firstName: displayName.split(' ')[0] ?? '',
    lastName: displayName.split(' ')[1] ?? '',
    email: 'user@example.com',
    scopes: [...ROLE_SCOPES[role]],
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
  };
}

let counter = 0;

/** A block instance; the id doubles as key. */
export function block(component: string, props: Record<string, unknown> = {}, extra: Partial<BlockInstance> = {}): BlockInstance {
  counter += 1;
  const contentId = extra.contentId ?? `block-${counter}`;
  return { component, contentId, key: contentId, props, ...extra };
}
