import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { RevisionSummary } from '../../api/lazy/history';
import { actionText, documentText, editorText, summaryText } from './revision-text';
import './history.css';

const K = 'translate.base.editor.history';

/** The parts of an infinite revisions query the list reads. */
export interface RevisionPages {
  data: readonly RevisionSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
  refetch(): unknown;
}

interface RevisionListProps {
  /** Passed in, not imported: the site settings chunk must not share react-i18next with the overlay's. */
  t: TFunction;
  caption: string;
  pages: RevisionPages;
  when(iso: string): string;
  /** A first column naming each revision's document, for lists across documents (the audit log). */
  showDocument?: boolean;
  /** The control of each row (view, open…), under `actionHeader`. */
  action(revision: RevisionSummary): ReactNode;
  actionHeader: string;
  selectedId?: number | null;
}

/** Revisions newest first (time, editor, action, what changed), a page at a time, with a control per row. */
export function RevisionList({ t, caption, pages, when, showDocument = false, action, actionHeader, selectedId = null }: RevisionListProps) {
  if (pages.isPending) return <p role="status">{t(`${K}.loading`)}</p>;
  if (pages.isError && !pages.data) {
    return (
      <p role="alert">
        {t(`${K}.load-failed`)}{' '}
        <button type="button" className="button" onClick={() => void pages.refetch()}>
          {t(`${K}.retry`)}
        </button>
      </p>
    );
  }
  const revisions = pages.data ?? [];
  if (revisions.length === 0) return <p>{t(`${K}.empty`)}</p>;
  return (
    <div className="revision-list">
      <table className="revision-list__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {showDocument && <th scope="col">{t(`${K}.column.document`)}</th>}
            <th scope="col">{t(`${K}.column.time`)}</th>
            <th scope="col">{t(`${K}.column.editor`)}</th>
            <th scope="col">{t(`${K}.column.action`)}</th>
            <th scope="col">{t(`${K}.column.summary`)}</th>
            <th scope="col">{actionHeader}</th>
          </tr>
        </thead>
        <tbody>
          {revisions.map((revision) => (
            <tr key={revision.id} data-revision={revision.id} aria-current={revision.id === selectedId ? 'true' : undefined}>
              {showDocument && <td>{documentText(t, revision)}</td>}
              <td>
                <time dateTime={revision.at}>{when(revision.at)}</time>
              </td>
              <td>{editorText(t, revision)}</td>
              <td>{actionText(t, revision)}</td>
              <td className="revision-list__summary">{summaryText(t, revision)}</td>
              <td>{action(revision)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages.hasNextPage && (
        <button type="button" className="button" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {t(pages.isFetchingNextPage ? `${K}.loading` : `${K}.older`)}
        </button>
      )}
    </div>
  );
}
