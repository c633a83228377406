import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSONAS } from '../../engine';
import { usePreviewScopes } from './use-preview';
import { usePreviewStore, type PreviewPersona } from './preview-store';

const CHOICES: readonly PreviewPersona[] = ['self', ...PERSONAS.map((persona) => persona.id), 'custom'];

function isChoice(value: string): value is PreviewPersona {
  return (CHOICES as readonly string[]).includes(value);
}

/** Whose scopes decide visibility on the canvas, so each block's "hidden" note answers for that visitor. */
export function PersonaPicker({ ownScopes }: { ownScopes: readonly string[] }) {
  const { t } = useTranslation();
  const selectId = useId();
  const scopesId = useId();
  const summaryId = useId();
  const persona = usePreviewStore((state) => state.persona);
  const customScopes = usePreviewStore((state) => state.customScopes);
  const setPersona = usePreviewStore((state) => state.setPersona);
  const setCustomScopes = usePreviewStore((state) => state.setCustomScopes);
  const scopes = usePreviewScopes(ownScopes);

  return (
    <div className="preview-bar__field">
      <label htmlFor={selectId}>{t('translate.base.editor.preview.persona-label')}</label>
      <select id={selectId} value={persona} aria-describedby={summaryId} onChange={(event) => isChoice(event.target.value) && setPersona(event.target.value)}>
        {CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`translate.base.editor.preview.persona.${choice}`)}
          </option>
        ))}
      </select>
      {persona === 'custom' && (
        <>
          <label htmlFor={scopesId}>{t('translate.base.editor.preview.scopes-label')}</label>
          <input id={scopesId} type="text" value={customScopes} placeholder="event-tools, inperson" spellCheck={false} onChange={(event) => setCustomScopes(event.target.value)} />
        </>
      )}
      <span id={summaryId} className="preview-bar__hint">
        {scopes.length > 0 ? t('translate.base.editor.preview.scopes', { scopes: scopes.join(', ') }) : t('translate.base.editor.preview.no-scopes')}
      </span>
    </div>
  );
}
