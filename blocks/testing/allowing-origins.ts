import type { PageContextValue } from '../../src/app/block-kit';
import { ALLOWED_ORIGIN_SETTINGS, type EmbedKind } from '../../src/engine/lazy/allowed-origins';
import { demoSettings } from '../../storybook/demo-page-context';

/** A page whose site settings also allow `origins` for `kind`, as a site editor would have added them. */
export function allowingOrigins(kind: EmbedKind, origins: readonly string[]): Pick<PageContextValue, 'settings'> {
  const name = ALLOWED_ORIGIN_SETTINGS[kind];
  const seeded = demoSettings.settings[name];
  return { settings: { ...demoSettings, settings: { ...demoSettings.settings, [name]: [...(Array.isArray(seeded) ? seeded : []), ...origins] } } };
}
