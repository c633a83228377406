import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '../../../api/client';
import { settingsKeys } from '../../../api/settings';
import { Screen } from '../../../app/screens/screen';
import { useTickingNow } from '../../../app/shell/use-ticking-now';
import { toast } from '../../../app/shell/toast';
import { useViewer } from '../../../app/viewer';
import { LIVE_NOW_SETTING, liveNowItemsOf, type LiveNowTickerRequest, type ValidationIssue } from '../../../engine';
import { liveNowProblems } from '../../../engine/lazy/live-now-checks';
import { fromDraft, newDraft, problemsByLine, toDraft, type DraftItem } from './ticker-draft';
import { TickerLineFields } from './ticker-line-fields';
import './live-now-ticker.css';

const K = 'translate.base.tools.live-now';

/** `/live-now-ticker-editor`: the lines of the live-now ticker, each with its texts, link and running time. */
export default function LiveNowTickerScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { settings } = useViewer();
  const timeZone = typeof settings.settings.eventTimezone === 'string' ? settings.settings.eventTimezone : 'UTC';
  const draftsOf = (items: unknown) => liveNowItemsOf(items).map((item) => toDraft(item, timeZone));
  const [drafts, setDrafts] = useState<DraftItem[]>(() => draftsOf(settings.settings[LIVE_NOW_SETTING]));
  const [saved, setSaved] = useState(() => JSON.stringify(drafts.map((draft) => fromDraft(draft, timeZone))));
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const now = useTickingNow();

  const items = useMemo(() => drafts.map((draft) => fromDraft(draft, timeZone)), [drafts, timeZone]);
  const dirty = JSON.stringify(items) !== saved;
  const byLine = problemsByLine(issues);
  const general = issues.filter((issue) => !/\/\d+\//.test(`${issue.path}/`));

  const change = (next: DraftItem[]) => {
    setDrafts(next);
    setIssues([]);
    setFailure(null);
  };
  const update = (key: number, patch: Partial<DraftItem>) => change(drafts.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const move = (index: number, by: number) => {
    const next = [...drafts];
    const [line] = next.splice(index, 1);
    if (line) next.splice(index + by, 0, line);
    change(next);
  };

  const save = async () => {
    const problems = liveNowProblems(items);
    if (problems.length > 0) {
      setIssues(problems);
      return;
    }
    setSaving(true);
    try {
      await apiRequest<LiveNowTickerRequest>('/live-now-ticker', { method: 'PUT', body: { items } satisfies LiveNowTickerRequest });
      setSaved(JSON.stringify(items));
      toast.show({ message: `${K}.saved`, kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    } catch (error) {
      if (error instanceof ApiError && error.body.details?.length) setIssues(error.body.details);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Screen title={t(`${K}.title`)}>
      <p>{t(`${K}.hint`, { timeZone })}</p>
      {drafts.length === 0 && <p>{t(`${K}.empty`)}</p>}
      <ol className="live-now-editor__lines">
        {drafts.map((draft, index) => (
          <li key={draft.key}>
            <TickerLineFields
              draft={draft}
              item={items[index]}
              number={index + 1}
              now={now}
              problems={byLine.get(index)}
              first={index === 0}
              last={index === drafts.length - 1}
              onChange={(patch) => update(draft.key, patch)}
              onMove={(by) => move(index, by)}
              onRemove={() => change(drafts.filter((other) => other.key !== draft.key))}
            />
          </li>
        ))}
      </ol>
      {general.length > 0 && (
        <ul role="alert" className="live-now-editor__problems">
          {general.map((issue) => (
            <li key={issue.path + issue.message}>{issue.message}</li>
          ))}
        </ul>
      )}
      {failure && (
        <p role="alert" className="live-now-editor__problems">
          {t(`${K}.failed`, { message: failure })}
        </p>
      )}
      <div className="live-now-editor__actions">
        <button
          type="button"
          className="button"
          onClick={() => change([...drafts, newDraft(drafts.map((draft) => draft.id), now, timeZone)])}
        >
          {t(`${K}.add`)}
        </button>
        <button type="button" className="button" disabled={!dirty || saving} onClick={() => change(draftsOf(JSON.parse(saved)))}>
          {t(`${K}.discard`)}
        </button>
        <button type="button" className="button button--primary" disabled={!dirty || saving} onClick={() => void save()}>
          {saving ? t(`${K}.saving`) : t(`${K}.save`)}
        </button>
      </div>
    </Screen>
  );
}
