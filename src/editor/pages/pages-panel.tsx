import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PageRecord } from '../../../schemas/generated/api/pages/page-record';
import { usePageRecords, usePageWrite } from '../../api/lazy/page-records';
import { pageTitle, type Environment, type Locale } from '../../engine';
import { DeletePageDialog } from './delete-page-dialog';
import { PageFormDialog } from './page-form-dialog';
import { pageErrorsOf } from './page-errors';
import { isHomePage } from './page-form';
import './pages-panel.css';

const K = 'translate.base.pages';

type Dialog = { kind: 'create' } | { kind: 'edit'; page: PageRecord } | { kind: 'delete'; page: PageRecord } | null;

/**
 * What the shell hands the panel. Like the settings screen, the chunk takes `t` and the locales as props instead of
 * importing react-i18next: the shell owns the translation instance.
 */
export interface PagesPanelProps {
  t: TFunction;
  /** The environment whose pages are managed: the site's own. */
  env: Environment;
  locale: Locale;
  locales: readonly Locale[];
  /** The feature flags the site's settings know, offered as a page's gate. */
  features: readonly string[];
}

/** The site editor's content pages (`/editor`): create, rename or edit, delete with a confirmation, restore. */
export default function PagesPanel({ t, env, locale, locales, features }: PagesPanelProps) {
  const headingId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const records = usePageRecords(env);
  const restore = usePageWrite('restore');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState({ message: '', focus: false });
  const titleOf = (page: PageRecord) => pageTitle(page, locale) ?? page.slug;
  const close = () => setDialog(null);
  const done = (message: string, focus = false) => {
    setDialog(null);
    setStatus({ message, focus });
  };
  // A deleted page's row and buttons are gone: focus goes to the news, not to <body>.
  useEffect(() => {
    if (status.focus) statusRef.current?.focus();
  }, [status]);

  const restorePage = async (page: PageRecord) => {
    try {
      const restored = await restore.mutateAsync(page);
      setStatus({ message: t(`${K}.restored`, { title: titleOf(restored) }), focus: false });
    } catch (error) {
      const failed = pageErrorsOf(error, t);
      const message = failed.fields.slug ? t(`${K}.error.restore-slug-taken`, { slug: page.slug }) : (failed.general ?? Object.values(failed.fields)[0]);
      setStatus({ message: message ?? t(`${K}.failed`), focus: false });
    }
  };

  return (
    <section className="pages-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${K}.heading`, { env })}</h2>
      <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'create' })}>
        {t(`${K}.new`)}
      </button>
      <p ref={statusRef} role="status" tabIndex={-1} className="pages-panel__status">{status.message}</p>
      {records.error && <p role="alert">{t(`${K}.load-failed`)}</p>}
      <table className="pages-panel__table">
        <caption className="visually-hidden">{t(`${K}.live`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${K}.title`)}</th>
            <th scope="col">{t(`${K}.slug`)}</th>
            <th scope="col">{t(`${K}.actions`)}</th>
          </tr>
        </thead>
        <tbody>
          {records.data?.pages.map((page) => (
            <tr key={page.id}>
              <td>
                <Link to={`/${locale}/${page.slug}`}>{titleOf(page)}</Link>
              </td>
              <td>/{page.slug}</td>
              <td className="pages-panel__actions">
                <button type="button" className="button" onClick={() => setDialog({ kind: 'edit', page })}>
                  {t(`${K}.edit`, { title: titleOf(page) })}
                </button>
                {!isHomePage(page) && (
                  <button type="button" className="button" onClick={() => setDialog({ kind: 'delete', page })}>
                    {t(`${K}.delete`, { title: titleOf(page) })}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t(`${K}.deleted`)}</h3>
      {records.data?.deleted.length === 0 && <p>{t(`${K}.none-deleted`)}</p>}
      <ul className="pages-panel__deleted">
        {records.data?.deleted.map((page) => (
          <li key={page.id}>
            <span>
              {titleOf(page)} (/{page.slug})
            </span>
            <button type="button" className="button" disabled={restore.isPending} onClick={() => void restorePage(page)}>
              {t(`${K}.restore`, { title: titleOf(page) })}
            </button>
          </li>
        ))}
      </ul>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <PageFormDialog
          t={t}
          env={env}
          locales={locales}
          features={features}
          page={dialog.kind === 'edit' ? dialog.page : undefined}
          onSaved={(page) => done(t(dialog.kind === 'edit' ? `${K}.saved` : `${K}.created`, { title: titleOf(page), slug: page.slug }))}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeletePageDialog
          t={t}
          page={dialog.page}
          locale={locale}
          onDeleted={(page) => done(t(`${K}.deleted-status`, { title: titleOf(page) }), true)}
          onClose={close}
        />
      )}
    </section>
  );
}
