import type { TFunction } from 'i18next';
import type { RevisionSummary } from '../../api/lazy/history';

const K = 'translate.base.editor.history';

/** "Saved", "Copied from CONT", "Restored #412"… */
export function actionText(t: TFunction, revision: RevisionSummary): string {
  const values = { env: revision.copiedFrom?.toUpperCase() ?? '', id: revision.restoredFrom ?? '' };
  if (revision.action === 'copy' && revision.copiedFrom) return t(`${K}.action.copy-from`, values);
  if ((revision.action === 'restore' || revision.action === 'undo-copy') && revision.restoredFrom !== undefined) {
    return t(`${K}.action.${revision.action}-of`, values);
  }
  return t(`${K}.action.${revision.action}`);
}

/** Who made the revision; the state found when history began has no editor. */
export const editorText = (t: TFunction, revision: RevisionSummary): string => revision.editorName || t(`${K}.no-editor`);

/** "1 added, 2 changed, order changed: hero, intro" (what the revision changed, as far as the list tells). */
export function summaryText(t: TFunction, { summary }: RevisionSummary): string {
  const counts = (['added', 'removed', 'changed'] as const)
    .filter((kind) => summary[kind] > 0)
    .map((kind) => t(`${K}.summary.${kind}`, { n: summary[kind] }));
  if (summary.moved) counts.push(t(`${K}.summary.moved`));
  const head = counts.length > 0 ? counts.join(', ') : t(`${K}.summary.none`);
  return summary.fields.length > 0 ? `${head}: ${summary.fields.join(', ')}` : head;
}

/** Where a revision belongs, for lists that span documents: "home · pre-event · CONT", "Settings · UAT", "en-US/translation · PROD". */
export function documentText(t: TFunction, revision: RevisionSummary): string {
  const env = revision.env.toUpperCase();
  if (revision.kind === 'page') return [revision.page, revision.phase, env].filter(Boolean).join(' · ');
  if (revision.kind === 'settings') return `${t(`${K}.kind.settings`)} · ${env}`;
  return `${revision.lang ?? ''}/${revision.ns ?? ''} · ${env}`;
}

/** One line for a revision anywhere a list is too much: "#412 · 27 Nov 2026, 15:40 · Sid Siteeditor · Saved · 1 changed: hero". */
export function revisionLine(t: TFunction, revision: RevisionSummary, when: (iso: string) => string): string {
  return [`#${revision.id}`, when(revision.at), editorText(t, revision), actionText(t, revision), summaryText(t, revision)].join(' · ');
}
