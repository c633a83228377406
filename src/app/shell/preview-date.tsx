import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sortPhases } from '../../engine';
import { useText } from '../../i18n/use-text';
import { formatDateTime } from '../../i18n/time-format';
import { useLocale } from '../routing/use-route';
import { useShellStore } from '../store/shell-store';
import { useViewer } from '../viewer';
import './preview-date.css';

/** `datetime-local` wants local wall-clock time without zone: `2027-03-09T07:00`. */
function toLocalInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function PreviewDatePanel() {
  const { t } = useTranslation();
  const text = useText();
  const inputId = useId();
  const locale = useLocale();
  const { settings, testingDate } = useViewer();
  const pickPhase = useShellStore((state) => state.pickPhase);
  const pickDate = useShellStore((state) => state.pickDate);
  const clearDate = useShellStore((state) => state.clearDate);
  const phases = sortPhases(settings.phases);
  const current = phases.find((phase) => phase.id === settings.currentPhase);

  return (
    <aside className="preview-date" aria-label={t('translate.base.preview-date.title')}>
      <details>
        <summary>
          {t('translate.base.preview-date.current-phase', { phase: current ? text(current.label) : '–' })}
          {testingDate && <span className="preview-date__when"> · {formatDateTime(testingDate, { locale })}</span>}
        </summary>
        <div className="preview-date__body">
          <fieldset className="preview-date__phases">
            <legend>{t('translate.base.preview-date.phases')}</legend>
            {phases.map((phase) => (
              <button key={phase.id} type="button" className="button" aria-pressed={phase.id === settings.currentPhase} onClick={() => pickPhase(phase)}>
                {text(phase.label)}
              </button>
            ))}
          </fieldset>
          <label htmlFor={inputId}>{t('translate.base.preview-date.date')}</label>
          <input
            id={inputId}
            type="datetime-local"
            value={toLocalInputValue(testingDate)}
            onChange={(event) => event.target.value && pickDate(event.target.value)}
          />
          <button type="button" className="button" onClick={clearDate} disabled={!testingDate}>
            {t('translate.base.preview-date.clear')}
          </button>
        </div>
      </details>
    </aside>
  );
}

/** Testing-date control for developers and content editors: see the site as it will be in another phase. */
export function PreviewDate() {
  const { settings, isEditor } = useViewer();
  return settings.features.enableDevFunctions || isEditor ? <PreviewDatePanel /> : null;
}
