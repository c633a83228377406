import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PageRecord } from '../../../schemas/generated/api/pages/page-record';
import { usePageWrite } from '../../api/lazy/page-records';
import { SCOPES, type Environment, type Locale } from '../../engine';
import { DialogActions } from '../../app/ui/lazy/dialogs/dialog-actions';
import { ModalDialog } from '../../app/ui/lazy/dialogs/modal-dialog';
import { pageErrorsOf, type PageWriteErrors } from './page-errors';
import { PageField } from './page-field';
import { draftOf, gateOf, gateOptions, isHomePage, normalSlug, titlesOf, type PageDraft } from './page-form';

const K = 'translate.base.pages';
const KNOWN_SCOPES = Object.values(SCOPES);

interface PageFormDialogProps {
  t: TFunction;
  env: Environment;
  locales: readonly Locale[];
  /** The feature flags the site's settings know. */
  features: readonly string[];
  /** The page to rename or edit; a new page without it. */
  page?: PageRecord | undefined;
  onSaved(page: PageRecord): void;
  onClose(): void;
}

/** Creates a page, or renames and edits one: slug, a title per language, and the optional scope and feature gates. */
export function PageFormDialog({ t, env, locales, features, page, onSaved, onClose }: PageFormDialogProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // What the next save starts from: the page opened, or the one another editor saved in the meantime.
  const [base, setBase] = useState(page);
  const [draft, setDraft] = useState<PageDraft>(() => draftOf(page, locales));
  const [errors, setErrors] = useState<PageWriteErrors>({ fields: {} });
  const create = usePageWrite('create');
  const update = usePageWrite('update');
  const busy = create.isPending || update.isPending;
  const gated = !isHomePage(page);
  const set = (changes: Partial<PageDraft>) => setDraft((current) => ({ ...current, ...changes }));

  useEffect(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), [errors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { slug: normalSlug(draft.slug), titles: titlesOf(draft) };
    try {
      const saved = base
        ? await update.mutateAsync({ id: base.id, env, baseRevision: base.revision, ...fields, ...(gated ? gatesOfExisting(draft) : {}) })
        : await create.mutateAsync({ env, ...fields, ...gatesForNewPage(draft) });
      onSaved(saved);
    } catch (error) {
      const failed = pageErrorsOf(error, t);
      if (failed.current) {
        setBase(failed.current);
        setDraft(draftOf(failed.current, locales));
      }
      setErrors(failed);
    }
  };

  const invalidFields = Object.keys(errors.fields).length > 0;
  return (
    <ModalDialog title={t(page ? `${K}.edit-title` : `${K}.new-title`)} onClose={onClose} className="pages-dialog">
      <form ref={form} className="pages-form" onSubmit={(event) => void submit(event)} noValidate>
        <PageField id={`${id}-slug`} label={t(`${K}.slug`)} hint={t(`${K}.slug-hint`)} value={draft.slug} error={errors.fields.slug} required onChange={(slug) => set({ slug })} />
        <fieldset>
          <legend>{t(`${K}.titles`)}</legend>
          {locales.map((locale) => (
            <PageField
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
        {gated ? (
          <>
            <PageField
              id={`${id}-scope`}
              label={t(`${K}.require-scope`)}
              value={draft.requireScope}
              options={gateOptions(KNOWN_SCOPES, draft.requireScope, t(`${K}.gate-none`))}
              error={errors.fields.requireScope}
              onChange={(requireScope) => set({ requireScope })}
            />
            <PageField
              id={`${id}-feature`}
              label={t(`${K}.requires-feature`)}
              value={draft.requiresFeature}
              {...(features.length > 0
                ? { options: gateOptions(features, draft.requiresFeature, t(`${K}.gate-none`)) }
                : { hint: t(`${K}.feature-hint`) })}
              error={errors.fields.requiresFeature}
              onChange={(requiresFeature) => set({ requiresFeature })}
            />
          </>
        ) : (
          <p className="pages-form__hint">{t(`${K}.home-ungated`)}</p>
        )}
        <p role="alert" className="pages-form__error">
          {errors.general ?? (invalidFields ? t(`${K}.error.fix-fields`) : '')}
        </p>
        <DialogActions confirmType="submit" confirmLabel={t(page ? `${K}.save` : `${K}.create`)} confirmDisabled={busy} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}

/** An existing page sends both gates: one left empty is cleared. */
const gatesOfExisting = (draft: PageDraft) => ({ requireScope: gateOf(draft.requireScope, true), requiresFeature: gateOf(draft.requiresFeature, true) });

/** A new page sends only the gates that are set. */
function gatesForNewPage(draft: PageDraft) {
  const requireScope = gateOf(draft.requireScope, false);
  const requiresFeature = gateOf(draft.requiresFeature, false);
  return { ...(requireScope ? { requireScope } : {}), ...(requiresFeature ? { requiresFeature } : {}) };
}
