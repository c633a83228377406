import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockChange } from './block-diff';
import { shortValue } from './short-value';

interface BlockChangeListProps {
  changes: readonly BlockChange[];
  /** Column and kind names: the document in view and the one compared with it (an environment, a revision). */
  names: { current: string; target: string };
  /** What heads each block (its id by default; the comparator puts a checkbox around it). */
  lead?(change: BlockChange): ReactNode;
}

const KIND_KEYS: Record<BlockChange['kind'], string> = {
  added: 'translate.base.editor.compare.kind.added',
  removed: 'translate.base.editor.compare.kind.removed',
  changed: 'translate.base.editor.compare.kind.changed',
  moved: 'translate.base.editor.compare.kind.moved',
};

const idOf = (change: BlockChange) => <code>{change.contentId}</code>;

/** The field-level view of block differences: each block, how it differs, and a table of its differing fields. */
export function BlockChangeList({ changes, names, lead = idOf }: BlockChangeListProps) {
  const { t } = useTranslation();
  const value = (raw: unknown) => shortValue(raw) ?? t('translate.base.editor.compare.not-set');
  return (
    <ul className="editor-compare__list">
      {changes.map((change) => (
        <li key={change.contentId} className="editor-compare__block" data-compare-block={change.contentId}>
          <div className="editor-compare__block-head">
            {lead(change)}
            <span className="editor-compare__component">{change.component}</span>
            <span className={`editor-compare__kind editor-compare__kind--${change.kind}`}>
              {t(KIND_KEYS[change.kind], { env: names.target })}
              {change.kind === 'changed' && change.moved ? `, ${t('translate.base.editor.compare.also-moved')}` : ''}
            </span>
          </div>
          {change.fields.length > 0 && (
            <table className="editor-compare__fields">
              <caption className="visually-hidden">{t('translate.base.editor.compare.fields-of', { id: change.contentId })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('translate.base.editor.compare.field')}</th>
                  <th scope="col">{names.current}</th>
                  <th scope="col">{names.target}</th>
                </tr>
              </thead>
              <tbody>
                {change.fields.map((field) => (
                  <tr key={field.field}>
                    <th scope="row">
                      <code>{field.field}</code>
                    </th>
                    <td>{value(field.current)}</td>
                    <td>{value(field.target)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </li>
      ))}
    </ul>
  );
}
