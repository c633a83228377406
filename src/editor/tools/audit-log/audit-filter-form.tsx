import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFilters } from '../../../api/lazy/history';
import type { Environment } from '../../../engine';
import { AUDIT_ACTIONS, AUDIT_KINDS, auditFilters, EMPTY_AUDIT_FORM, type AuditForm } from './audit-filters';

const K = 'translate.base.editor.audit';

interface AuditFilterFormProps {
  /** Users seen in the results so far, by id: offered as suggestions for the user filter. */
  editors: ReadonlyMap<string, string>;
  environments: readonly Environment[];
  onApply(filters: AuditFilters): void;
}

/** The audit log's filters, applied together on submit (typing a page name does not refetch per keystroke). */
export function AuditFilterForm({ editors, environments, onApply }: AuditFilterFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<AuditForm>(EMPTY_AUDIT_FORM);
  const editorsId = useId();
  const set = (field: keyof AuditForm) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(auditFilters(form));
  };

  return (
    <form className="audit-log__filters" onSubmit={submit} aria-label={t(`${K}.filters`)}>
      <label>
        <span>{t(`${K}.filter.kind`)}</span>
        <select value={form.kind} onChange={set('kind')}>
          <option value="">{t(`${K}.any`)}</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`translate.base.editor.history.kind.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t(`${K}.filter.page`)}</span>
        <input type="text" value={form.page} onChange={set('page')} autoComplete="off" spellCheck={false} />
      </label>
      <label>
        <span>{t(`${K}.filter.env`)}</span>
        <select value={form.env} onChange={set('env')}>
          <option value="">{t(`${K}.any`)}</option>
          {environments.map((env) => (
            <option key={env} value={env}>
              {env.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t(`${K}.filter.editor`)}</span>
        <input type="text" value={form.editor} onChange={set('editor')} list={editorsId} autoComplete="off" spellCheck={false} />
        <datalist id={editorsId}>
          {[...editors].map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </datalist>
      </label>
      <label>
        <span>{t(`${K}.filter.action`)}</span>
        <select value={form.action} onChange={set('action')}>
          <option value="">{t(`${K}.any`)}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`translate.base.editor.history.action.${action}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t(`${K}.filter.from`)}</span>
        <input type="datetime-local" value={form.from} onChange={set('from')} />
      </label>
      <label>
        <span>{t(`${K}.filter.to`)}</span>
        <input type="datetime-local" value={form.to} onChange={set('to')} />
      </label>
      <button type="submit" className="button button--primary">
        {t(`${K}.apply`)}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => {
          setForm(EMPTY_AUDIT_FORM);
          onApply({});
        }}
      >
        {t(`${K}.clear`)}
      </button>
    </form>
  );
}
