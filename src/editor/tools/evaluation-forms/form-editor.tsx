import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { panelId, TabList, tabId } from '../../../../blocks/shared/lazy/TabList';
import { ApiError } from '../../../api/client';
import { evaluationFormKeys, fetchEvaluationFormVersion, usePublishEvaluationForm, type PublishedEvaluationForm } from '../../../api/lazy/evaluation-forms';
import { toast } from '../../../app/shell/toast';
import { DEFAULT_LOCALE, type Locale, type ValidationIssue } from '../../../engine';
import { isSurveyKey } from '../../../engine/lazy/evaluation-form-keys';
import type { AuthoredEvaluationForm } from '../../../engine/lazy/evaluation-forms';
import { ProblemsContext } from './field';
import { judgeDraft } from './form-check';
import { newForm } from './form-draft';
import { FormPreview } from './form-preview';
import { FormView } from './form-view';
import { ProblemList } from './problem-list';
import { LanguageSelect } from './language-select';
import { sameJson } from '../../store/same-blocks';

const K = 'translate.base.tools.evaluation-forms';

/** The form as the JSON view shows it. */
const formText = (form: AuthoredEvaluationForm) => JSON.stringify(form, null, 2);

const VIEWS = ['form', 'json', 'preview'] as const;

/** The nomination dialog shows options by their words only; evaluation forms show their scores. */
const WORDS_ONLY_FORM = 'nomination';

/** The server's problems (paths into the request) as paths into the form, as the draft's own are. */
const intoForm = (issues: readonly ValidationIssue[]): ValidationIssue[] => issues.map((issue) => ({ ...issue, path: issue.path.replace(/^\/body\/form(?=\/|$)/, '') }));

interface FormEditorProps {
  formKey: string;
  /** The newest published version, the base of the next publish; none for a form not published yet. */
  published: PublishedEvaluationForm | undefined;
  onClose(): void;
}

/**
 * One form's draft in two views, the UI form and its JSON, both checked live with the server's own checks, and a
 * preview as an attendee. Publish is open while the draft differs from the published version and has no problem; a
 * version published meanwhile by someone else is a conflict the editor is told about, offered to load theirs.
 */
export function FormEditor({ formKey, published: initial, onClose }: FormEditorProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const publish = usePublishEvaluationForm();
  const ids = { heading: useId(), language: useId(), json: useId(), version: useId(), tabs: useId(), anonymous: useId() };
  const heading = useRef<HTMLHeadingElement>(null);
  const editor = useRef<HTMLElement>(null);
  const [base, setBase] = useState(initial);
  const [text, setText] = useState(() => formText(initial?.form ?? newForm(formKey)));
  const [anonymous, setAnonymous] = useState(initial?.anonymous ?? false);
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const [view, setView] = useState(0);
  const [conflict, setConflict] = useState<PublishedEvaluationForm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<ValidationIssue[]>([]);
  const [startVersion, setStartVersion] = useState(initial?.version ?? 0);
  const [loadingVersion, setLoadingVersion] = useState(false);

  useEffect(() => heading.current?.focus(), []);

  const verdict = useMemo(() => judgeDraft(text, formKey), [text, formKey]);
  const problems = verdict.problems.length > 0 ? verdict.problems : serverProblems;
  const problemsByPath = useMemo(() => {
    const byPath = new Map<string, string[]>();
    for (const { path, message } of problems) byPath.set(path, [...(byPath.get(path) ?? []), message]);
    return byPath;
  }, [problems]);
  // Key order does not count: the database hands back what was published with its keys re-sorted.
  const changed = !base || verdict.parsed === undefined || !sameJson(verdict.parsed, base.form) || anonymous !== base.anonymous;
  const nextVersion = (base?.latestVersion ?? 0) + 1;

  const edit = (next: string) => {
    setText(next);
    setServerProblems([]);
    setFailure(null);
  };
  const load = (version: PublishedEvaluationForm) => {
    edit(formText(version.form));
    setAnonymous(version.anonymous);
  };

  const loadVersion = async () => {
    setLoadingVersion(true);
    try {
      load(await fetchEvaluationFormVersion(formKey, startVersion));
    } catch (error) {
      setFailure(t(`${K}.load-version-failed`, { version: startVersion, message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setLoadingVersion(false);
    }
  };

  const send = () => {
    if (!verdict.form) return;
    setFailure(null);
    publish.mutate(
      { formKey, baseVersion: base?.latestVersion ?? 0, anonymous: anonymous && isSurveyKey(formKey), form: verdict.form },
      {
        // The draft stays as it is (what was published, or more typed since): it is compared with the new base.
        onSuccess: (saved) => {
          setBase(saved);
          setStartVersion(saved.version);
          setConflict(null);
          queryClient.setQueryData(evaluationFormKeys.version(formKey, 'newest'), saved);
          toast.show({ message: `${K}.published`, values: { version: saved.version, key: formKey }, kind: 'success' });
        },
        onError: (error) => {
          const body = error instanceof ApiError ? error.body : undefined;
          if (error instanceof ApiError && error.status === 409 && body?.current) setConflict(body.current as PublishedEvaluationForm);
          else if (body?.details?.length) setServerProblems(intoForm(body.details));
          else setFailure(t(`${K}.failed`, { message: error.message }));
        },
      },
    );
  };

  const loadTheirs = () => {
    if (!conflict) return;
    setBase(conflict);
    setStartVersion(conflict.version);
    load(conflict);
    setConflict(null);
  };

  // A problem's field is in the form view: switch to it (drawn at once), then focus the field or what holds it.
  const showProblem = (path: string) => {
    flushSync(() => setView(0));
    const segments = path.split('/');
    for (let length = segments.length; length > 1; length--) {
      const target = editor.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(segments.slice(0, length).join('/'))}"]`);
      if (target) return target.focus();
    }
  };

  const discard = () => (base ? load(base) : edit(formText(newForm(formKey))));

  const viewLabels = VIEWS.map((name) => t(`${K}.view.${name}`));
  const published = base
    ? t(`${K}.based-on`, { version: base.latestVersion, date: new Date(base.publishedAt).toLocaleString(i18n.language), name: base.publishedBy })
    : t(`${K}.new-form`);

  return (
    <section ref={editor} className="evaluation-forms__editor" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} ref={heading} tabIndex={-1}>
        {t(`${K}.editing`, { key: formKey })}
      </h2>
      <p>{published}</p>
      <div className="evaluation-forms__toolbar">
        <LanguageSelect id={ids.language} label={t(`${K}.language`)} value={locale} onChange={setLocale} />
        {base && base.latestVersion > 1 && (
          <div className="evaluation-forms__field">
            <label htmlFor={ids.version}>{t(`${K}.start-from`)}</label>
            <span className="evaluation-forms__tools">
              <select id={ids.version} value={startVersion} onChange={(event) => setStartVersion(Number(event.target.value))}>
                {Array.from({ length: base.latestVersion }, (_, index) => base.latestVersion - index).map((version) => (
                  <option key={version} value={version}>
                    {t(`${K}.version`, { version })}
                  </option>
                ))}
              </select>
              <button type="button" className="button" disabled={loadingVersion} onClick={() => void loadVersion()}>
                {loadingVersion ? t(`${K}.loading-version`) : t(`${K}.load-version`)}
              </button>
            </span>
          </div>
        )}
        {isSurveyKey(formKey) && (
          <div className="evaluation-forms__check">
            <input id={ids.anonymous} type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} />
            <label htmlFor={ids.anonymous}>{t(`${K}.anonymous`)}</label>
          </div>
        )}
      </div>

      {conflict && (
        <div role="alert" className="evaluation-forms__alert">
          <p>{t(`${K}.conflict`, { name: conflict.publishedBy, version: conflict.version })}</p>
          <button type="button" className="button" onClick={loadTheirs}>
            {t(`${K}.load-theirs`, { version: conflict.version })}
          </button>
        </div>
      )}
      {failure && (
        <p role="alert" className="evaluation-forms__alert">
          {failure}
        </p>
      )}

      <ProblemList problems={problems} canShow={verdict.form !== undefined} onShow={showProblem} />
      {problems.length === 0 && !changed && <p className="evaluation-forms__hint">{t(`${K}.unchanged`)}</p>}

      <div className="evaluation-forms__tools">
        <button type="button" className="button button--primary" disabled={problems.length > 0 || !changed || publish.isPending} onClick={send}>
          {publish.isPending ? t(`${K}.publishing`) : t(`${K}.publish`, { version: nextVersion })}
        </button>
        <button type="button" className="button" disabled={!changed || publish.isPending} onClick={discard}>
          {t(`${K}.discard`)}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t(`${K}.close`)}
        </button>
      </div>

      <TabList idBase={ids.tabs} labels={viewLabels} selected={view} onSelect={setView} label={t(`${K}.views`)} />
      <div role="tabpanel" id={panelId(ids.tabs, view)} aria-labelledby={tabId(ids.tabs, view)} className="evaluation-forms__panel">
        <ProblemsContext.Provider value={problemsByPath}>
          {VIEWS[view] === 'form' &&
            (verdict.form ? <FormView form={verdict.form} locale={locale} onChange={(form) => edit(formText(form))} /> : <p role="status">{t(`${K}.json-first`)}</p>)}
        </ProblemsContext.Provider>
        {VIEWS[view] === 'json' && (
          <div className="evaluation-forms__field">
            <label htmlFor={ids.json}>{t(`${K}.json.label`)}</label>
            <textarea id={ids.json} className="evaluation-forms__json" value={text} spellCheck={false} rows={30} aria-invalid={problems.length > 0} onChange={(event) => edit(event.target.value)} />
          </div>
        )}
        {VIEWS[view] === 'preview' &&
          (verdict.form ? <FormPreview form={verdict.form} locale={locale} showScores={formKey !== WORDS_ONLY_FORM} /> : <p role="status">{t(`${K}.json-first`)}</p>)}
      </div>
    </section>
  );
}
