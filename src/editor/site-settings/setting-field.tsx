import type { TFunction } from 'i18next';
import { memo, type ChangeEvent } from 'react';
import type { Environment, SiteSetting } from '../../engine';
import type { Draft } from './values';

export const fieldId = (name: string) => `site-setting-${name}`;

interface SettingFieldProps {
  t: TFunction;
  setting: SiteSetting;
  draft: Draft;
  dirty: boolean;
  error?: string;
  differsIn: readonly Environment[];
  onChange: (name: string, draft: Draft) => void;
  onCopy: (name: string, target: Environment) => void | Promise<void>;
}

/** One setting: its typed control, its state (changed, invalid) and how it compares with the other environments. */
export const SettingField = memo(function SettingField({ t, setting, draft, dirty, error, differsIn, onChange, onCopy }: SettingFieldProps) {
  const { name, type } = setting;
  const id = fieldId(name);
  const title = setting.format || name;
  const described = [setting.format ? `${id}-name` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described } as const;
  const text = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value);

  let control;
  if (type === 'flag') {
    control = <input {...common} type="checkbox" role="switch" checked={draft === true} onChange={(event) => onChange(name, event.target.checked)} />;
  } else if (type === 'number') {
    control = <input {...common} type="number" inputMode="decimal" value={String(draft ?? '')} onChange={text} />;
  } else if (type === 'date') {
    control = (
      <span className="site-settings__date">
        <input {...common} type="datetime-local" value={typeof draft === 'string' ? draft : ''} onChange={(event) => onChange(name, event.target.value || null)} />
        <button type="button" className="button" onClick={() => onChange(name, null)} disabled={draft === null || draft === ''}>
          {t('translate.base.site-editor.clear')}
        </button>
      </span>
    );
  } else if (type === 'json' || type === 'phases') {
    control = <textarea {...common} rows={Math.min(12, String(draft ?? '').split('\n').length + 1)} spellCheck={false} value={String(draft ?? '')} onChange={text} />;
  } else {
    control = <input {...common} type="text" value={String(draft ?? '')} onChange={text} />;
  }

  return (
    <div className={`site-settings__field${dirty ? ' site-settings__field--dirty' : ''}${error ? ' site-settings__field--invalid' : ''}`} data-setting={name}>
      <div className="site-settings__label">
        <label htmlFor={id}>{title}</label>
        {setting.format && (
          <span id={`${id}-name`} className="site-settings__name">
            {name}
          </span>
        )}
        {dirty && <span className="site-settings__badge">{t('translate.base.site-editor.changed')}</span>}
      </div>
      <div className="site-settings__control">{control}</div>
      {error && (
        <p id={`${id}-error`} className="site-settings__error">
          {error}
        </p>
      )}
      {differsIn.length > 0 && (
        <div className="site-settings__differs">
          <span>{t('translate.base.site-editor.differs', { envs: differsIn.join(', ') })}</span>
          {differsIn.map((target) => (
            <button key={target} type="button" className="button button--small" onClick={() => void onCopy(name, target)}>
              {t('translate.base.site-editor.copy-to', { env: target })}
              <span className="visually-hidden"> ({title})</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
});
