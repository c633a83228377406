import { useMemo } from 'react';
import { currentPhase, type Environment, type SettingsResponse } from '../../engine';
import { previewScopes } from './preview-scopes';
import { usePreviewStore } from './preview-store';

/** The environment edit mode loads and saves. */
export function usePreviewEnv(siteEnv: Environment): Environment {
  return usePreviewStore((state) => state.env) ?? siteEnv;
}

/** The scopes the canvas judges visibility with; stable while the choice is, so the canvas does not re-render. */
export function usePreviewScopes(own: readonly string[]): readonly string[] {
  const persona = usePreviewStore((state) => state.persona);
  const custom = usePreviewStore((state) => state.customScopes);
  return useMemo(() => previewScopes(persona, { own, custom }), [persona, own, custom]);
}

/** The phase edit mode opens in: that of a moment picked earlier in the session, else the site's current phase. */
export function initialPreviewPhase(settings: SettingsResponse): string {
  const picked = usePreviewStore.getState().moment;
  return (picked ? currentPhase(settings.phases, new Date(picked))?.id : undefined) ?? settings.currentPhase;
}
