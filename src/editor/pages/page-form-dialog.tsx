import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import type { PageRecord } from '../../../schemas/generated/api/pages/page-record';
import { usePageWrite } from '../../api/lazy/page-records';
import type { Environment, Locale } from '../../engine';
import { ModalDialog } from '../../app/ui/lazy/dialogs/modal-dialog';
import { draftOf, errorsOf, gateOf, titlesOf, type FieldErrors, type PageDraft } from './page-form';

const K = 'translate.base.pages';

interface PageFormDialogProps {
  t: TFunction;
  env: Environment;
  locales: readonly Locale[];
  /** The page to rename or edit; a new page without it. */
  page?: PageRecord | undefined;
  onSaved(page: PageRecord): void;
  onClose(): void;
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  required?: boolean;
  hint?: string;
  onChange(value: string): void;
}

function Field({ id, label, value, error, required, hint, onChange }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="pages-form__field">
      <label htmlFor={id}>{label}</label>
      {hint && <span id={`${id}-hint`} className="pages-form__hint">{hint}</span>}
      <input id={id} value={value} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)} />
      {error && <span id={`${id}-error`} className="pages-form__error">{error}</span>}
    </div>
  );
}

/** Creates a page, or renames and edits one: slug, a title per language, and the optional scope and feature gates. */
export function PageFormDialog({ t, env, locales, page, onSaved, onClose }: PageFormDialogProps) {
  const id = useId();
  const [draft, setDraft] = useState<PageDraft>(() => draftOf(page, locales));
  const [errors, setErrors] = useState<{ fields: FieldErrors; general?: string | undefined }>({ fields: {} });
  const create = usePageWrite('create');
  const update = usePageWrite('update');
  const busy = create.isPending || update.isPending;
  const set = (changes: Partial<PageDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const existing = page !== undefined;
    const fields = { slug: draft.slug.trim(), titles: titlesOf(draft) };
    try {
      const saved = page
        ? await update.mutateAsync({ id: page.id, env, baseRevision: page.revision, ...fields, requireScope: gateOf(draft.requireScope, existing), requiresFeature: gateOf(draft.requiresFeature, existing) })
        : await create.mutateAsync({ env, ...fields, ...gatesForNewPage(draft) });
      onSaved(saved);
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };

  return (
    <ModalDialog title={t(page ? `${K}.edit-title` : `${K}.new-title`)} onClose={onClose} className="pages-dialog">
      <form className="pages-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field id={`${id}-slug`} label={t(`${K}.slug`)} hint={t(`${K}.slug-hint`)} value={draft.slug} error={errors.fields.slug} required onChange={(slug) => set({ slug })} />
        <fieldset>
          <legend>{t(`${K}.titles`)}</legend>
          {locales.map((locale) => (
            <Field
              key={locale}
              id={`${id}-title-${locale}`}
              label={t(`translate.base.language.${locale}`)}
              value={draft.titles[locale]}
              error={errors.fields[`titles/${locale}`] ?? (locale === 'en-us' ? errors.fields.titles : undefined)}
              required={locale === 'en-us'}
              onChange={(title) => set({ titles: { ...draft.titles, [locale]: title } })}
            />
          ))}
        </fieldset>
        <Field id={`${id}-scope`} label={t(`${K}.require-scope`)} value={draft.requireScope} error={errors.fields.requireScope} onChange={(requireScope) => set({ requireScope })} />
        <Field id={`${id}-feature`} label={t(`${K}.requires-feature`)} value={draft.requiresFeature} error={errors.fields.requiresFeature} onChange={(requiresFeature) => set({ requiresFeature })} />
        {errors.general && <p role="alert" className="pages-form__error">{errors.general}</p>}
        <div className="editor-dialog__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t(page ? `${K}.save` : `${K}.create`)}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('translate.base.editor.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** A new page sends only the gates that are set. */
function gatesForNewPage(draft: PageDraft) {
  const requireScope = gateOf(draft.requireScope, false);
  const requiresFeature = gateOf(draft.requiresFeature, false);
  return { ...(requireScope ? { requireScope } : {}), ...(requiresFeature ? { requiresFeature } : {}) };
}
