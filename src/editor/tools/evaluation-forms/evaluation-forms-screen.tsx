import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEvaluationForms, useNewestEvaluationForm } from '../../../api/lazy/evaluation-forms';
import { Screen } from '../../../app/screens/screen';
import { FormEditor } from './form-editor';
import { FormsList } from './forms-list';
import './evaluation-forms.css';
import { LoadState } from '../load-state';

const K = 'translate.base.tools.evaluation-forms';

interface OpenForm {
  formKey: string;
  /** A key no form has yet: the editor starts from an empty form, to be published as version 1. */
  isNew: boolean;
}

/** The newest version of a published form, then its editor; a new form's editor at once. */
function OpenedForm({ formKey, isNew, onClose }: OpenForm & { onClose(): void }) {
  const { t } = useTranslation();
  const newest = useNewestEvaluationForm(formKey, { enabled: !isNew });
  if (isNew) return <FormEditor key={formKey} formKey={formKey} published={undefined} onClose={onClose} />;
  if (newest.isError) {
    return (
      <p role="alert">
        {t(`${K}.load-form-failed`, { key: formKey, message: newest.error.message })}{' '}
        <button type="button" className="button" onClick={() => void newest.refetch()}>
          {t(`${K}.retry`)}
        </button>
      </p>
    );
  }
  if (!newest.data) return <p role="status">{t(`${K}.loading-form`, { key: formKey })}</p>;
  return <FormEditor key={formKey} formKey={formKey} published={newest.data} onClose={onClose} />;
}

/**
 * `/evaluation-forms`: the site editors' evaluation forms (issue 20: forms as data): session evaluations by session
 * type, the conference evaluation, surveys and the roundtable nomination form, each edited as a form or as JSON,
 * previewed as an attendee, and published as a new version. A lazily loaded tool page: no attendee downloads it.
 */
export default function EvaluationFormsScreen() {
  const { t } = useTranslation();
  const forms = useEvaluationForms();
  const [open, setOpen] = useState<OpenForm | null>(null);
  return (
    <Screen title={t(`${K}.title`)}>
      <p>{t(`${K}.intro`)}</p>
      <LoadState query={forms} prefix={K} />
      {forms.data && <FormsList forms={forms.data.forms} openKey={open?.formKey} onOpen={(formKey, isNew) => setOpen({ formKey, isNew })} />}
      {open && <OpenedForm key={`${open.formKey} ${open.isNew}`} {...open} onClose={() => setOpen(null)} />}
    </Screen>
  );
}
