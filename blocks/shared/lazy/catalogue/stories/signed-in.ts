import { ROLE_SCOPES } from '../../../../../src/engine';
import { demoSettings } from '../../../../../storybook/demo-page-context';

/** Story parameters for a signed-in attendee, with these feature flags switched on. */
export function testUserStory(features: Record<string, boolean>) {
  return {
    pageContext: {
      user: { id: 'story-attendee', role: 'attendee', displayName: 'Avery Attendee', firstName: 'Avery', lastName: 'Attendee', email: 'avery@example.com', scopes: [...ROLE_SCOPES.attendee], expiresAt: 4_102_444_800 },
      scopes: ROLE_SCOPES.attendee,
      settings: { ...demoSettings, features: { ...demoSettings.features, ...features } },
    },
  };
}
