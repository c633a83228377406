import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluationFormSummary } from '../../../api/lazy/evaluation-forms';
import { isFormKey } from './form-check';

const K = 'translate.base.tools.evaluation-forms';

interface FormsListProps {
  forms: readonly EvaluationFormSummary[];
  /** The form being edited, marked in the list. */
  openKey: string | undefined;
  onOpen(formKey: string, isNew: boolean): void;
}

/** Starts a form under a key no form has yet: the key says what it is for, so it is checked before the editor opens. */
function NewForm({ taken, onOpen }: { taken: ReadonlySet<string>; onOpen(formKey: string): void }) {
  const { t } = useTranslation();
  const keyId = useId();
  const problemId = useId();
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const formKey = key.trim();
    const wrong = !isFormKey(formKey) ? t(`${K}.new.invalid`) : taken.has(formKey) ? t(`${K}.new.exists`) : null;
    setProblem(wrong);
    if (!wrong) onOpen(formKey);
  };
  return (
    <form className="evaluation-forms__new" onSubmit={submit} noValidate>
      <h2>{t(`${K}.new.title`)}</h2>
      <div className="evaluation-forms__field">
        <label htmlFor={keyId}>{t(`${K}.new.key`)}</label>
        <input
          id={keyId}
          type="text"
          value={key}
          aria-invalid={problem !== null}
          aria-describedby={problemId}
          onChange={(event) => {
            setKey(event.target.value);
            setProblem(null);
          }}
        />
        <span id={problemId} className="evaluation-forms__note">
          <span>{t(`${K}.new.hint`)}</span>
          {problem && (
            <span role="alert" className="evaluation-forms__problem">
              {problem}
            </span>
          )}
        </span>
      </div>
      <button type="submit" className="button">
        {t(`${K}.new.create`)}
      </button>
    </form>
  );
}

/** Every form: its key and id, newest version (who published it, when), and the answers each version was given. */
export function FormsList({ forms, openKey, onOpen }: FormsListProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <table className="evaluation-forms__table">
        <caption>{t(`${K}.list.caption`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${K}.list.key`)}</th>
            <th scope="col">{t(`${K}.list.version`)}</th>
            <th scope="col">{t(`${K}.list.published`)}</th>
            <th scope="col">{t(`${K}.list.answers`)}</th>
            <th scope="col">{t(`${K}.list.actions`)}</th>
          </tr>
        </thead>
        <tbody>
          {forms.map((form) => (
            <tr key={form.formKey} aria-current={form.formKey === openKey ? 'true' : undefined}>
              <th scope="row">
                <code>{form.formKey}</code>
                <span className="evaluation-forms__muted"> {form.formId}</span>
                {form.anonymous && <span className="evaluation-forms__muted"> · {t(`${K}.list.anonymous`)}</span>}
              </th>
              <td>{form.version}</td>
              <td>{t(`${K}.list.published-by`, { date: new Date(form.publishedAt).toLocaleString(i18n.language), name: form.publishedBy })}</td>
              <td>
                <ul className="evaluation-forms__answers">
                  {form.versions.map((version) => (
                    <li key={version.version}>{t(`${K}.list.answers-of`, { version: version.version, count: version.answers })}</li>
                  ))}
                </ul>
              </td>
              <td>
                <button type="button" className="button" aria-label={t(`${K}.list.edit-named`, { key: form.formKey })} onClick={() => onOpen(form.formKey, false)}>
                  {t(`${K}.list.edit`)}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <NewForm taken={new Set(forms.map((form) => form.formKey))} onOpen={(formKey) => onOpen(formKey, true)} />
    </>
  );
}
