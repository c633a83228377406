import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuditLog, type AuditFilters, type RevisionSummary } from '../../../api/lazy/history';
import { usePageDirectory } from '../../../api/pages';
import { useEditorLauncher } from '../../../app/editing/editor-launcher-store';
import { useLocale } from '../../../app/routing/use-route';
import { Screen } from '../../../app/screens/screen';
import { ENVIRONMENTS, localizedPath } from '../../../engine';
import { formatDateTime } from '../../../i18n/time-format';
import { RevisionList } from '../../history/revision-list';
import { revisionAddress } from '../../history/revision-address';
import { AuditFilterForm } from './audit-filter-form';

const K = 'translate.base.editor.audit';

/**
 * `/audit-log`: every change across the site (pages, settings, translations) for site editors, filtered by page,
 * environment, user, action and time, newest first; each row opens its revision where it can be restored. A lazily
 * loaded tool page: no attendee downloads it.
 */
export default function AuditLogScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const directory = usePageDirectory();
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useAuditLog(filters);
  const resultsId = useId();
  // Who appears in the rows loaded so far: the user filter offers them by name.
  const editors = useMemo(() => {
    const byId = new Map<string, string>();
    for (const row of log.data ?? []) if (row.editorId) byId.set(row.editorId, row.editorName);
    return byId;
  }, [log.data]);

  const open = (row: RevisionSummary) => {
    const address = revisionAddress(row, directory);
    if (!address) return <span>{t(`${K}.no-screen`)}</span>;
    // A page's history lives in edit mode: the link turns it on for the page it opens.
    const onClick = () => {
      if (row.kind === 'page' && useEditorLauncher.getState().mode !== 'edit') useEditorLauncher.getState().toggle('edit');
    };
    return (
      <Link to={localizedPath(locale, address)} onClick={onClick} aria-label={t(`${K}.open-named`, { id: row.id })}>
        {t(`${K}.open`)}
      </Link>
    );
  };

  return (
    <Screen title={t(`${K}.title`)}>
      <p>{t(`${K}.intro`)}</p>
      <AuditFilterForm
        editors={editors}
        environments={ENVIRONMENTS}
        onApply={setFilters}
      />
      <section id={resultsId} aria-label={t(`${K}.results`)}>
        <RevisionList
          t={t}
          caption={t(`${K}.results`)}
          pages={log}
          when={(iso) => formatDateTime(iso, { locale })}
          showDocument
          actionHeader={t(`${K}.column.open`)}
          action={open}
        />
      </section>
    </Screen>
  );
}
