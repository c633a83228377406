import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, languageTag, LOCALES, type LiveNowItem, type Locale } from '../../../engine';
import type { DraftItem } from './ticker-draft';

const K = 'translate.base.tools.live-now';

interface TickerLineFieldsProps {
  draft: DraftItem;
  /** The line as it would be saved (for its running state). */
  item: LiveNowItem | undefined;
  number: number;
  now: Date;
  /** Messages by field (`id`, `text/en-us`, `startsAt`…). */
  problems: ReadonlyMap<string, string> | undefined;
  first: boolean;
  last: boolean;
  onChange(patch: Partial<DraftItem>): void;
  onMove(by: number): void;
  onRemove(): void;
}

function runningState(item: LiveNowItem | undefined, now: Date): 'running' | 'scheduled' | 'ended' | null {
  const start = Date.parse(item?.startsAt ?? '');
  const end = Date.parse(item?.endsAt ?? '');
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return now.getTime() < start ? 'scheduled' : now.getTime() < end ? 'running' : 'ended';
}

/** One labelled field with its problem, tied together for assistive technology. */
interface FieldProps {
  label: string;
  problem: string | undefined;
  children(control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }): ReactNode;
}

function Field({ label, problem, children }: FieldProps) {
  const id = useId();
  const problemId = useId();
  return (
    <div className="live-now-editor__field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(problem), ...(problem ? { 'aria-describedby': problemId } : {}) })}
      {problem && (
        <span id={problemId} className="live-now-editor__problem">
          {problem}
        </span>
      )}
    </div>
  );
}

/** The fields of one ticker line, with its tools. */
export function TickerLineFields({ draft, item, number, now, problems, first, last, onChange, onMove, onRemove }: TickerLineFieldsProps) {
  const { t, i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const state = runningState(item, now);
  const setText = (locale: Locale, value: string) => onChange({ text: { ...draft.text, [locale]: value } });
  const textField = (locale: Locale) => (
    <Field key={locale} label={t(`${K}.text-in`, { language: names.of(languageTag(locale).split('-')[0] ?? locale) ?? locale })} problem={problems?.get(`text/${locale}`)}>
      {(props) => <input {...props} type="text" value={draft.text[locale]} maxLength={280} onChange={(event) => setText(locale, event.target.value)} />}
    </Field>
  );

  return (
    <fieldset className="live-now-editor__line">
      <legend>
        {t(`${K}.line`, { number, id: draft.id })}
        {state && <span className={`live-now-editor__state live-now-editor__state--${state}`}> · {t(`${K}.state.${state}`)}</span>}
      </legend>
      <Field label={t(`${K}.id`)} problem={problems?.get('id')}>
        {(props) => <input {...props} type="text" value={draft.id} onChange={(event) => onChange({ id: event.target.value })} />}
      </Field>
      {textField(DEFAULT_LOCALE)}
      <details className="live-now-editor__languages">
        <summary>{t(`${K}.other-languages`)}</summary>
        {LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(textField)}
      </details>
      <Field label={t(`${K}.url`)} problem={problems?.get('url')}>
        {(props) => <input {...props} type="text" inputMode="url" value={draft.url} placeholder="/sessions" onChange={(event) => onChange({ url: event.target.value })} />}
      </Field>
      <Field label={t(`${K}.starts`)} problem={problems?.get('startsAt')}>
        {(props) => <input {...props} type="datetime-local" value={draft.startsAt} onChange={(event) => onChange({ startsAt: event.target.value })} />}
      </Field>
      <Field label={t(`${K}.ends`)} problem={problems?.get('endsAt')}>
        {(props) => <input {...props} type="datetime-local" value={draft.endsAt} onChange={(event) => onChange({ endsAt: event.target.value })} />}
      </Field>
      <div className="live-now-editor__line-tools">
        <button type="button" className="button" disabled={first} onClick={() => onMove(-1)} aria-label={t(`${K}.move-up`, { number })}>
          ↑
        </button>
        <button type="button" className="button" disabled={last} onClick={() => onMove(1)} aria-label={t(`${K}.move-down`, { number })}>
          ↓
        </button>
        <button type="button" className="button" onClick={onRemove}>
          {t(`${K}.remove`, { number })}
        </button>
      </div>
    </fieldset>
  );
}
