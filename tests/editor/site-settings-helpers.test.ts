import { describe, expect, it } from 'vitest';
import type { SiteSetting } from '../../src/engine';
import { categoryTree, groupByCategory, matchesCategory, splitCategory } from '../../src/editor/site-settings/categories';
import { differingEnvironments, indexByName, sameValue } from '../../src/editor/site-settings/env-diff';
import { matchesSearch } from '../../src/editor/site-settings/search';
import { mapServerIssues } from '../../src/editor/site-settings/server-errors';
import { parseDraft, toDraft, toLocalInput } from '../../src/editor/site-settings/values';

const setting = (name: string, over: Partial<SiteSetting> = {}): SiteSetting => ({
  name,
  type: 'string',
  category: 'Site/Support',
  value: '',
  order: 1,
  public: true,
  ...over,
});

describe('splitCategory', () => {
  it.each([
    ['Site/Support', { top: 'Site', sub: 'Support' }],
    ['Site/Header banners', { top: 'Site', sub: 'Header banners' }],
    [' Features / Shell ', { top: 'Features', sub: 'Shell' }],
    ['Loose', { top: 'Loose', sub: '' }],
    ['A/B/C', { top: 'A', sub: 'B/C' }],
    ['', { top: '', sub: '' }],
    [null, { top: '', sub: '' }],
  ])('%j → %j', (category, expected) => {
    expect(splitCategory(category)).toEqual(expected);
  });
});

describe('category filters', () => {
  const categories = ['Event/General', 'Event/Dates', 'Site/Support', 'Event/General', 'Features/Shell'].map((category) => ({ category }));

  it('lists top levels and their sub levels in order of first appearance', () => {
    expect([...categoryTree(categories)]).toEqual([
      ['Event', ['General', 'Dates']],
      ['Site', ['Support']],
      ['Features', ['Shell']],
    ]);
  });

  it.each([
    ['Event/Dates', { top: '', sub: '' }, true],
    ['Event/Dates', { top: 'Event', sub: '' }, true],
    ['Event/Dates', { top: 'Event', sub: 'Dates' }, true],
    ['Event/Dates', { top: 'Event', sub: 'General' }, false],
    ['Event/Dates', { top: 'Site', sub: '' }, false],
  ])('%s with %j → %s', (category, filter, expected) => {
    expect(matchesCategory(category, filter)).toBe(expected);
  });

  it('groups settings by category, sorted by order', () => {
    const groups = groupByCategory([
      setting('b', { order: 5, category: 'X/1' }),
      setting('a', { order: 1, category: 'Y/1' }),
      setting('c', { order: 3, category: 'X/1' }),
    ]);
    expect(groups.map((group) => [group.category, group.settings.map((s) => s.name)])).toEqual([
      ['Y/1', ['a']],
      ['X/1', ['c', 'b']],
    ]);
  });
});

describe('matchesSearch', () => {
  const support = setting('supportEmail', { category: 'Site/Support', format: 'Support address' });
  it.each([
    ['', true],
    ['support', true],
    ['SUPPORTEMAIL', true],
    ['site/sup', true],
    ['address', true],
    ['support address', true],
    ['registration', false],
    ['support banner', false],
  ])('%j → %s', (query, expected) => {
    expect(matchesSearch(support, query)).toBe(expected);
  });
});

describe('draft values per type', () => {
  it.each([
    ['flag', true, true],
    ['flag', false, false],
    ['number', 42, '42'],
    ['string', 'help@confsite.dev', 'help@confsite.dev'],
    ['date', null, null],
    ['json', { a: 1 }, '{\n  "a": 1\n}'],
    ['phases', [], '[]'],
  ] as const)('%s %j starts as %j', (type, value, draft) => {
    expect(toDraft(type, value)).toEqual(draft);
  });

  it('shows a date in the browser time zone and saves it back as the same instant', () => {
    const draft = toDraft('date', '2027-03-09T08:00:00-08:00');
    expect(draft).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(parseDraft('date', draft)).toEqual({ ok: true, value: '2027-03-09T16:00:00.000Z' });
    expect(toLocalInput('not a date')).toBe('');
  });

  const phase = (over: Record<string, unknown> = {}) => ({ id: 'live', label: 'translate.phase.live', start: '2027-03-09T07:00:00-08:00', ...over });
  it.each([
    ['flag', true, { ok: true, value: true }],
    ['number', ' 12.5 ', { ok: true, value: 12.5 }],
    ['number', '', { ok: false, code: 'number' }],
    ['number', 'abc', { ok: false, code: 'number' }],
    ['string', '', { ok: true, value: '' }],
    ['date', null, { ok: true, value: null }],
    ['date', '', { ok: true, value: null }],
    ['date', 'nope', { ok: false, code: 'date' }],
    ['json', '{"home":"main"}', { ok: true, value: { home: 'main' } }],
    ['json', 'null', { ok: true, value: null }],
    ['json', '{"home":', { ok: false, code: 'json' }],
    ['phases', JSON.stringify([phase()]), { ok: true, value: [phase()] }],
    ['phases', '{}', { ok: false, code: 'phases-list' }],
    ['phases', JSON.stringify([phase({ id: '' })]), { ok: false, code: 'phase-id' }],
    ['phases', JSON.stringify([phase(), phase()]), { ok: false, code: 'phase-duplicate' }],
    ['phases', JSON.stringify([phase({ label: 3 })]), { ok: false, code: 'phase-label' }],
    ['phases', JSON.stringify([phase({ start: 'soon' })]), { ok: false, code: 'phase-start' }],
    ['phases', '[', { ok: false, code: 'json' }],
  ] as const)('%s %j → %j', (type, draft, expected) => {
    const parsed = parseDraft(type, draft);
    if (expected.ok) expect(parsed).toEqual(expected);
    else expect(parsed.ok ? undefined : parsed.error.code).toBe(expected.code);
  });
});

describe('mapServerIssues', () => {
  const changes = [{ name: 'supportEmail' }, { name: 'eventPhases' }, { name: 'showLanguageSwitcher' }];
  it.each([
    [[{ path: '/body/changes/0/value', message: 'must be a string' }], { fields: { supportEmail: 'must be a string' }, general: [] }],
    [[{ path: '/body/changes/1/value/0/start', message: 'must be an ISO date' }], { fields: { eventPhases: '0/start: must be an ISO date' }, general: [] }],
    [
      [
        { path: '/body/changes/1/value/0/id', message: 'must be a non-empty string' },
        { path: '/body/changes/1/value/1/label', message: 'must be a string' },
      ],
      { fields: { eventPhases: '0/id: must be a non-empty string; 1/label: must be a string' }, general: [] },
    ],
    [[{ path: '/body/changes/2/name', message: 'no setting' }], { fields: { showLanguageSwitcher: 'no setting' }, general: [] }],
    [[{ path: '/body/changes/9/value', message: 'x' }], { fields: {}, general: ['/body/changes/9/value: x'] }],
    [[{ path: '/body', message: 'bad' }], { fields: {}, general: ['/body: bad'] }],
    [[{ path: '', message: 'bad' }], { fields: {}, general: ['bad'] }],
  ])('%j', (issues, expected) => {
    expect(mapServerIssues(issues, changes)).toEqual(expected);
  });

  it('tolerates missing details', () => {
    expect(mapServerIssues(undefined, changes)).toEqual({ fields: {}, general: [] });
  });
});

describe('differences across environments', () => {
  it.each([
    [1, 1, true],
    [{ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [[1, 2], [2, 1], false],
    [null, {}, false],
    ['1', 1, false],
  ])('sameValue(%j, %j) → %s', (a, b, expected) => {
    expect(sameValue(a, b)).toBe(expected);
  });

  const index = indexByName({
    cont: [setting('supportEmail', { value: 'a@x' }), setting('onlyCont', { value: 1 }), setting('flag', { value: true })],
    uat: [setting('supportEmail', { value: 'b@x' }), setting('flag', { value: true })],
    prod: [setting('supportEmail', { value: 'a@x' }), setting('flag', { value: true })],
  });
  it.each([
    ['supportEmail', 'cont', ['uat']],
    ['supportEmail', 'uat', ['cont', 'prod']],
    ['onlyCont', 'cont', ['uat', 'prod']],
    ['flag', 'prod', []],
  ] as const)('%s seen from %s differs in %j', (name, env, expected) => {
    expect(differingEnvironments(name, env, index)).toEqual(expected);
  });
});

describe('the /editor route', () => {
  it('is the site-editor tool page, and sign-in returns to it', async () => {
    const { matchRoute, signInDestination } = await import('../../src/engine');
    expect(matchRoute('/editor')).toEqual({ page: 'site-editor', params: {}, system: true });
    expect(signInDestination('/en-us/editor?s=supportEmail', 'de-de')).toBe('/de-de/editor?s=supportEmail');
    expect(signInDestination('/forbidden', 'de-de')).toBe('/de-de/home');
  });
});
