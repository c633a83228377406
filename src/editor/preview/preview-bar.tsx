import { useTranslation } from 'react-i18next';
import type { Environment, EventPhase } from '../../engine';
import { EnvPicker } from './env-picker';
import { PersonaPicker } from './persona-picker';
import { PreviewMomentPicker } from './preview-moment-picker';
import { ViewportPicker } from './viewport-picker';
import './preview.css';

interface PreviewBarProps {
  siteEnv: Environment;
  phases: readonly EventPhase[];
  ownScopes: readonly string[];
}

/** "Preview as": the environment edited, the moment, the visitor and the viewport the canvas is shown for. */
export function PreviewBar({ siteEnv, phases, ownScopes }: PreviewBarProps) {
  const { t } = useTranslation();
  return (
    <section className="preview-bar" aria-label={t('translate.base.editor.preview.title')}>
      <EnvPicker siteEnv={siteEnv} />
      <PersonaPicker ownScopes={ownScopes} />
      <ViewportPicker />
      <details className="preview-bar__moment">
        <summary>{t('translate.base.editor.preview.moment')}</summary>
        <PreviewMomentPicker phases={phases} />
      </details>
    </section>
  );
}
