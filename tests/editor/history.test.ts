import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { RevisionSummary } from '../../src/api/lazy/history';
import { invalidFields } from '../../src/editor/history/invalid-blocks';
import { invalidValueLines } from '../../src/editor/history/restore-state';
import { pagePath, revisionAddress } from '../../src/editor/history/revision-address';
import { actionText, editorText, summaryText } from '../../src/editor/history/revision-text';
import { stateChanges } from '../../src/editor/history/state-diff';
import { auditFilters, EMPTY_AUDIT_FORM } from '../../src/editor/tools/audit-log/audit-filters';
import { pageDirectory } from '../../src/engine';
import { block, doc, openHome } from './fixtures';

// Keys with their values, so the tests read what an editor would without loading the locales.
const t = ((key: string, values: Record<string, unknown> = {}) => `${key.split('.').slice(4).join('.')}${Object.keys(values).length ? JSON.stringify(values) : ''}`) as unknown as TFunction;

const revision = (extra: Partial<RevisionSummary> = {}): RevisionSummary => ({
  id: 412,
  kind: 'page',
  env: 'cont',
  page: 'home',
  phase: 'pre-event',
  at: '2026-11-27T15:40:00.000Z',
  editorId: 'u-sid',
  editorName: 'Sid Siteeditor',
  action: 'save',
  documentRevision: 7,
  summary: { added: 1, removed: 0, changed: 2, moved: false, fields: ['hero', 'intro', 'new-block'] },
  ...extra,
});

describe('how a revision reads in a list', () => {
  it.each([
    [revision(), 'action.save'],
    [revision({ action: 'copy', copiedFrom: 'uat' }), 'action.copy-from{"env":"UAT","id":""}'],
    [revision({ action: 'restore', restoredFrom: 9 }), 'action.restore-of{"env":"","id":9}'],
    [revision({ action: 'undo-copy', restoredFrom: 8 }), 'action.undo-copy-of{"env":"","id":8}'],
    [revision({ action: 'initial', editorId: null, editorName: '' }), 'action.initial'],
  ])('names the action %#', (row, expected) => {
    expect(actionText(t, row)).toBe(expected);
  });

  it('counts what changed, then names the blocks; the state before history has no editor', () => {
    expect(summaryText(t, revision())).toBe('summary.added{"n":1}, summary.changed{"n":2}: hero, intro, new-block');
    expect(summaryText(t, revision({ summary: { added: 0, removed: 0, changed: 0, moved: true, fields: [] } }))).toBe('summary.moved');
    expect(summaryText(t, revision({ summary: { added: 0, removed: 0, changed: 0, fields: [] } }))).toBe('summary.none');
    expect(editorText(t, revision({ editorName: '' }))).toBe('no-editor');
  });
});

describe('a restore refused by today’s block schemas', () => {
  it('names block, field and reason from the paths into the revision’s blocks', () => {
    const blocks = [block('hero'), block('intro', undefined, { headingLevel: 9 })];
    expect(
      invalidFields(blocks, [
        { path: '/blocks/1/props/headingLevel', message: 'must be <= 6' },
        { path: '/blocks/0', message: 'unknown component' },
        { path: '/body', message: 'odd' },
      ]),
    ).toEqual([
      { block: 'intro', component: 'content-block', field: 'props.headingLevel', reason: 'must be <= 6' },
      { block: 'hero', component: 'content-block', field: '', reason: 'unknown component' },
      { block: '/body', field: '', reason: 'odd' },
    ]);
  });

  it('opens the revision as one undoable unsaved change of the phase in view, keeping its base revision', () => {
    const store = openHome();
    const base = store.getState().pages.home?.['pre-event']?.baseRevision;
    const revisionBlocks = [block('hero', undefined, { title: 'Old title' })];
    expect(store.getState().replaceAllBlocks(revisionBlocks)).toBe(true);
    expect(store.getState().currentBlocks()).toEqual(revisionBlocks);
    expect(store.getState().dirtyPhases('home')).toEqual(['pre-event']);
    expect(store.getState().pages.home?.['pre-event']?.baseRevision).toBe(base);
    store.getState().undo();
    expect(store.getState().dirtyPhases('home')).toEqual([]);
  });

  it('after a restore the restored blocks are the saved state', () => {
    const store = openHome();
    const restored = doc('pre-event', [block('hero', undefined, { title: 'Old title' })], 12);
    store.getState().replaceAllBlocks(restored.blocks);
    store.getState().markSaved('home', 'pre-event', restored);
    expect(store.getState().dirtyPhases('home')).toEqual([]);
    expect(store.getState().pages.home?.['pre-event']?.baseRevision).toBe(12);
  });
});

describe('where a revision opens', () => {
  const directory = pageDirectory([{ id: 'home', slug: 'home', previousSlugs: [] } as never, { id: 'faq-page', slug: 'faq', previousSlugs: [] } as never]);

  it('finds stored pages by slug and code pages by route; pages with parameters have no address', () => {
    expect(pagePath('faq-page', directory)).toBe('/faq');
    expect(pagePath('sessions', directory)).toBe('/sessions');
    expect(pagePath('session-detail', directory)).toBeUndefined();
  });

  it('opens a page revision in the page’s history and a settings revision in the site editor', () => {
    expect(revisionAddress(revision(), directory)).toBe('/home?history=412');
    expect(revisionAddress(revision({ kind: 'settings', env: 'uat', id: 5 }), directory)).toBe('/editor?settings-history=5&env=uat');
    expect(revisionAddress(revision({ kind: 'translations', lang: 'de-DE', ns: 'translation', id: 7 }), directory)).toBe('/editor?texts-history=7&env=cont&lang=de-DE');
    expect(revisionAddress(revision({ kind: 'translations', lang: 'de-DE', ns: 'other' }), directory)).toBeUndefined();
  });
});

describe('settings and texts history', () => {
  it('lists the values a restore would change, by name', () => {
    const current = new Map<string, unknown>([['a', 1], ['b', { x: 1, y: 2 }], ['c', 'same']]);
    expect(stateChanges(current, { c: 'same', b: { y: 2, x: 1 }, a: 2, d: true })).toEqual([
      { name: 'a', current: 1, revision: 2 },
      { name: 'd', current: undefined, revision: true },
    ]);
  });

  it('reads the 422 paths as setting names', () => {
    expect(invalidValueLines([{ path: '/values/eventStart', message: 'must be a date' }, { path: '/x', message: 'odd' }])).toEqual([
      'eventStart: must be a date',
      '/x: odd',
    ]);
  });
});

describe('audit log filters', () => {
  it('leaves empty fields out, lower-cases the page and sends times as ISO instants', () => {
    expect(auditFilters(EMPTY_AUDIT_FORM)).toEqual({});
    const from = '2026-11-27T10:00';
    expect(auditFilters({ ...EMPTY_AUDIT_FORM, page: ' Home ', env: 'prod', action: 'restore', kind: 'page', editor: ' u-sid ', from })).toEqual({
      page: 'home',
      env: 'prod',
      action: 'restore',
      kind: 'page',
      editor: 'u-sid',
      from: new Date(from).toISOString(),
    });
    expect(auditFilters({ ...EMPTY_AUDIT_FORM, env: 'nowhere', action: 'delete', to: 'not a time' })).toEqual({});
  });
});
