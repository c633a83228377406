import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { historyKeys, restoreTranslationRevision, useTranslationHistory, useTranslationRevision } from '../../api/lazy/history';
import { metadataKeys, useTranslationStrings } from '../../api/lazy/translations';
import { ENVIRONMENTS, languageTag, LOCALES, type Environment } from '../../engine';
import { TEXT_NAMESPACE } from '../../i18n/reload-texts';
import { TEXTS_HISTORY_PARAMS } from '../history/history-params';
import { restoreState } from '../history/restore-state';
import { StateHistory, type StateHistorySource } from '../history/state-history';

const T = 'translate.base.editor.history.texts';
const TAGS = LOCALES.map(languageTag);

/** The history of one language's texts in one environment, with its own pickers (site editors, `/editor`). */
export default function TranslationHistoryPanel({ siteEnv, when }: { siteEnv: Environment; when(iso: string): string }) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  // A link from the audit log opens a language's history at a revision.
  const linkedRevision = Number(query.get(TEXTS_HISTORY_PARAMS.revision)) || null;
  const linkedEnv = linkedRevision ? ENVIRONMENTS.find((candidate) => candidate === query.get(TEXTS_HISTORY_PARAMS.env)) : undefined;
  const linkedLang = linkedRevision ? TAGS.find((tag) => tag === query.get(TEXTS_HISTORY_PARAMS.lang)) : undefined;
  const [env, setEnv] = useState<Environment>(linkedEnv ?? siteEnv);
  const [lang, setLang] = useState(linkedLang ?? TAGS[0] ?? 'en-US');
  const linked = linkedRevision !== null && env === linkedEnv && lang === linkedLang;

  return (
    <section className="screen" aria-labelledby="texts-history-title">
      <h2 id="texts-history-title">{t(`${T}.heading`)}</h2>
      <div className="audit-log__filters">
        <label>
          <span>{t('translate.base.editor.audit.filter.env')}</span>
          <select value={env} onChange={(event) => setEnv(ENVIRONMENTS.find((candidate) => candidate === event.target.value) ?? env)}>
            {ENVIRONMENTS.map((option) => (
              <option key={option} value={option}>
                {option.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t(`${T}.language`)}</span>
          <select value={lang} onChange={(event) => setLang(event.target.value)}>
            {TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LanguageHistory key={`${env}/${lang}`} env={env} lang={lang} when={when} initialRevisionId={linked ? linkedRevision : null} />
    </section>
  );
}

function LanguageHistory({ env, lang, when, initialRevisionId }: { env: Environment; lang: string; when(iso: string): string; initialRevisionId: number | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const strings = useTranslationStrings(env, lang);
  const values = { env: env.toUpperCase(), lang };
  const source = useMemo<StateHistorySource>(
    () => ({
      useHistory: (enabled) => useTranslationHistory(env, lang, TEXT_NAMESPACE, enabled),
      useRevision: (revisionId) => useTranslationRevision(env, lang, TEXT_NAMESPACE, revisionId),
      restore: (revisionId, baseRevisionId, force) => restoreState(() => restoreTranslationRevision(env, lang, TEXT_NAMESPACE, revisionId, baseRevisionId, force)),
    }),
    [env, lang],
  );
  return (
    <StateHistory
      t={t}
      source={source}
      texts={{
        title: t(`${T}.title`, values),
        name: t('translate.base.editor.compare.key'),
        confirm: (id) => t(`${T}.confirm`, { ...values, id }),
        restored: (id) => t(`${T}.restored`, { ...values, id }),
        newer: t(`${T}.newer`, values),
      }}
      current={strings.data}
      when={when}
      initialRevisionId={initialRevisionId}
      onRestored={() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: metadataKeys.env(env) }),
          queryClient.invalidateQueries({ queryKey: historyKeys.translations(env, lang, TEXT_NAMESPACE) }),
        ])
      }
    />
  );
}
