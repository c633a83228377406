import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import type { PageRecord } from '../../../schemas/generated/api/pages/page-record';
import { usePageRecords, usePageWrite } from '../../api/lazy/page-records';
import type { Environment, Locale } from '../../engine';
import { DeletePageDialog } from './delete-page-dialog';
import { PageFormDialog } from './page-form-dialog';
import { errorsOf } from './page-form';
import './pages-panel.css';

const K = 'translate.base.pages';

type Dialog = { kind: 'create' } | { kind: 'edit'; page: PageRecord } | { kind: 'delete'; page: PageRecord } | null;

/**
 * What the shell hands the panel. Like the settings screen, the chunk takes `t` and the locales as props instead of
 * importing react-i18next or the engine's values, so it shares no module with the overlay chunk.
 */
export interface PagesPanelProps {
  t: TFunction;
  /** The environment whose pages are managed: the site's own. */
  env: Environment;
  locale: Locale;
  locales: readonly Locale[];
}

const titleIn = (page: PageRecord, locale: Locale) => page.titles[locale] ?? page.titles['en-us'];

/** The site editor's content pages (`/editor`): create, rename or edit, delete with a confirmation, restore. */
export default function PagesPanel({ t, env, locale, locales }: PagesPanelProps) {
  const headingId = useId();
  const records = usePageRecords(env);
  const restore = usePageWrite('restore');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState('');
  const close = () => setDialog(null);
  const done = (message: string) => {
    setDialog(null);
    setStatus(message);
  };
  const restorePage = async (page: PageRecord) => {
    try {
      const restored = await restore.mutateAsync(page);
      setStatus(t(`${K}.restored`, { title: titleIn(restored, locale) }));
    } catch (error) {
      setStatus(errorsOf(error).general ?? t(`${K}.failed`));
    }
  };

  return (
    <section className="pages-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${K}.heading`, { env })}</h2>
      <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'create' })}>
        {t(`${K}.new`)}
      </button>
      <p role="status" className="pages-panel__status">{status}</p>
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
                <a href={`/${locale}/${page.slug}`}>{titleIn(page, locale)}</a>
              </td>
              <td>/{page.slug}</td>
              <td className="pages-panel__actions">
                <button type="button" className="button" onClick={() => setDialog({ kind: 'edit', page })}>
                  {t(`${K}.edit`, { title: titleIn(page, locale) })}
                </button>
                <button type="button" className="button" onClick={() => setDialog({ kind: 'delete', page })}>
                  {t(`${K}.delete`, { title: titleIn(page, locale) })}
                </button>
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
              {titleIn(page, locale)} (/{page.slug})
            </span>
            <button type="button" className="button" disabled={restore.isPending} onClick={() => void restorePage(page)}>
              {t(`${K}.restore`, { title: titleIn(page, locale) })}
            </button>
          </li>
        ))}
      </ul>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <PageFormDialog
          t={t}
          env={env}
          locales={locales}
          page={dialog.kind === 'edit' ? dialog.page : undefined}
          onSaved={(page) => done(t(dialog.kind === 'edit' ? `${K}.saved` : `${K}.created`, { title: titleIn(page, locale), slug: page.slug }))}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeletePageDialog
          t={t}
          page={dialog.page}
          title={titleIn(dialog.page, locale)}
          onDeleted={(page) => done(t(`${K}.deleted-status`, { title: titleIn(page, locale) }))}
          onClose={close}
        />
      )}
    </section>
  );
}
