import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../src/api/client';
import { useProfileMetadata, useSaveProfile, type Profile } from '../../../src/api/lazy/profile';
import { toast, type BlockComponentProps } from '../../../src/app/block-kit';
import { OwnProfile } from '../../shared/lazy/profile/OwnProfile';
import { profileText } from '../../shared/lazy/profile/texts';
import type { ProfileFormProps } from '../props.gen';
import { FieldControl } from './FieldControl';
import { fieldId, formSections, type FormSection } from './fields';
import { changesOf, fieldOfIssue, valuesOf, type FormValues } from './form-values';
import { validateField, type FieldProblem } from './validate-field';
import './profile-form.css';

type Problems = Record<string, FieldProblem>;

/** Moves the keyboard to a field: its control, or the first box of a list of checkboxes. */
function focusField(path: string) {
  const element = document.getElementById(fieldId(path));
  const target = element?.matches('input, select, textarea') ? element : element?.querySelector<HTMLElement>('input, select, textarea');
  target?.focus();
}

function Form({ profile, userId, sections }: { profile: Profile; userId: string; sections: FormSection[] }) {
  const { t } = useTranslation();
  const fields = useMemo(() => sections.flatMap((section) => section.fields), [sections]);
  const [values, setValues] = useState<FormValues>(() => valuesOf(profile, fields));
  const [problems, setProblems] = useState<Problems>({});
  const save = useSaveProfile(userId);
  const update = changesOf(profile, fields, values);
  const changed = Object.keys(update).length > 0;

  const change = useCallback(
    (path: string, value: unknown) => {
      setValues((current) => ({ ...current, [path]: value }));
      // A mistake is shown until the field is corrected; a field that was fine is judged when the form is sent.
      setProblems((current) => {
        if (!current[path]) return current;
        const field = fields.find((candidate) => candidate.path === path);
        const { [path]: _fixed, ...rest } = current;
        const problem = field && validateField(field, value);
        return problem ? { ...rest, [path]: problem } : rest;
      });
    },
    [fields],
  );

  const refuse = (found: Problems) => {
    setProblems(found);
    const first = fields.find((field) => found[field.path]);
    if (first) focusField(first.path);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    for (const field of fields) {
      const problem = validateField(field, values[field.path]);
      if (problem) found[field.path] = problem;
    }
    if (Object.keys(found).length > 0) return refuse(found);
    save.mutate(update, {
      onSuccess: (saved) => {
        setProblems({});
        setValues(valuesOf(saved, fields));
        toast.show({ message: profileText('saved'), kind: 'success' });
      },
      onError: (error) => {
        const issues = error instanceof ApiError ? (error.body.details ?? []) : [];
        const byField: Problems = {};
        for (const issue of issues) {
          const field = fieldOfIssue(issue.path, fields);
          if (field) byField[field.path] = { name: 'invalid' };
        }
        refuse(byField);
        toast.show({ message: profileText('error.save'), kind: 'error' });
      },
    });
  };

  return (
    <form className="profile-card profile-form" aria-labelledby="profile-form-title" noValidate onSubmit={submit}>
      <h2 id="profile-form-title" className="profile-card__title">
        {t(profileText('form.title'))}
      </h2>
      {sections.map((section) => (
        <fieldset key={section.id} id={`profile-${section.id}`} className="profile-form__section">
          <legend className="profile-form__legend">{t(profileText(`section.${section.id}`))}</legend>
          {section.fields.map((field) => (
            <FieldControl key={field.path} field={field} value={values[field.path]} problem={problems[field.path]} onChange={change} />
          ))}
        </fieldset>
      ))}
      <div className="profile-actions">
        <button type="submit" className="block-button block-button--primary" disabled={!changed || save.isPending} aria-busy={save.isPending}>
          {t(profileText('form.save'))}
        </button>
        <button type="button" className="block-button" disabled={!changed || save.isPending} onClick={() => {
          setValues(valuesOf(profile, fields));
          setProblems({});
        }}>
          {t(profileText('form.reset'))}
        </button>
      </div>
    </form>
  );
}

function FormWithMetadata({ profile, userId }: { profile: Profile; userId: string }) {
  const { t } = useTranslation();
  const metadata = useProfileMetadata();
  const sections = useMemo(() => (metadata.data ? formSections(metadata.data.sections) : undefined), [metadata.data]);
  if (sections) return <Form profile={profile} userId={userId} sections={sections} />;
  return (
    <p className="profile-state" role={metadata.isError ? 'alert' : 'status'}>
      {t(profileText(metadata.isError ? 'error.load' : 'loading'))}
    </p>
  );
}

/**
 * The profile's edit form, generated: the metadata lays out its sections and each field's style, the profile's JSON
 * Schema gives each field its rules and choices. Only changed fields are sent; what the server refuses is shown
 * beside its field.
 */
export default function ProfileForm(_props: BlockComponentProps<ProfileFormProps>) {
  return <OwnProfile>{(profile, userId) => <FormWithMetadata profile={profile} userId={userId} />}</OwnProfile>;
}
