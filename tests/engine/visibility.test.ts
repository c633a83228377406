import { describe, expect, it } from 'vitest';
import type { Permissions } from '../../src/engine/content';
import { asList, reasonKey, visibility, type HiddenReason, type VisibilityContext } from '../../src/engine/visibility';

/** Spec (03 §5): no blocked scope held; all required scopes held; all required features on; and, when phases are
 * specified (from the setting or the item), the current phase is among them. */

const attendee: VisibilityContext = {
  scopes: ['session-catalog', 'event-tools', 'meetings'],
  features: { showMeetings: true, showMessaging: true, enableProfile: false },
  currentPhaseId: 'live',
};

const anonymous: VisibilityContext = { scopes: [], features: {}, currentPhaseId: 'pre-event' };

describe('visibility: nothing to check', () => {
  it.each<[string, Permissions | undefined]>([
    ['no permissions at all', undefined],
    ['an empty permissions object', {}],
    ['empty strings and empty lists', { blockedScope: '', requireScope: [], requiresFeature: [' '], requiresPhaseId: [] }],
  ])('%s → visible, no reasons', (_name, permissions) => {
    expect(visibility(permissions, anonymous)).toEqual({ visible: true, reasons: [] });
  });
});

describe('visibility: each rule alone', () => {
  it.each<[string, Permissions, VisibilityContext, HiddenReason[]]>([
    // blockedScope: hidden from anyone holding any of them
    ['blocked scope not held', { blockedScope: 'siteeditor' }, attendee, []],
    ['blocked scope held', { blockedScope: 'meetings' }, attendee, [{ rule: 'blockedScope', values: ['meetings'] }]],
    ['blocked list, one held', { blockedScope: ['inperson', 'meetings'] }, attendee, [{ rule: 'blockedScope', values: ['meetings'] }]],
    ['blocked list, two held', { blockedScope: ['meetings', 'event-tools', 'x'] }, attendee, [{ rule: 'blockedScope', values: ['meetings', 'event-tools'] }]],
    ['blocked scope for anonymous', { blockedScope: 'session-catalog' }, anonymous, []],
    // requireScope: all must be held
    ['required scope held', { requireScope: 'meetings' }, attendee, []],
    ['required list all held', { requireScope: ['meetings', 'event-tools'] }, attendee, []],
    ['required scope missing', { requireScope: 'siteeditor' }, attendee, [{ rule: 'requireScope', values: ['siteeditor'] }]],
    ['required list, one missing', { requireScope: ['meetings', 'inperson'] }, attendee, [{ rule: 'requireScope', values: ['inperson'] }]],
    ['required scope, anonymous', { requireScope: 'session-catalog' }, anonymous, [{ rule: 'requireScope', values: ['session-catalog'] }]],
    // requiresFeature: all must be on (true); off and unknown both fail
    ['feature on', { requiresFeature: 'showMeetings' }, attendee, []],
    ['features all on', { requiresFeature: ['showMeetings', 'showMessaging'] }, attendee, []],
    ['feature off', { requiresFeature: 'enableProfile' }, attendee, [{ rule: 'requiresFeature', values: ['enableProfile'] }]],
    ['feature unknown', { requiresFeature: 'noSuchFlag' }, attendee, [{ rule: 'requiresFeature', values: ['noSuchFlag'] }]],
    ['features, some off', { requiresFeature: ['showMeetings', 'enableProfile', 'noSuchFlag'] }, attendee, [{ rule: 'requiresFeature', values: ['enableProfile', 'noSuchFlag'] }]],
    ['feature named like an Object member', { requiresFeature: 'constructor' }, attendee, [{ rule: 'requiresFeature', values: ['constructor'] }]],
    // requiresPhaseId: the current phase must be among them
    ['phase is current', { requiresPhaseId: 'live' }, attendee, []],
    ['phase list includes current', { requiresPhaseId: ['pre-event', 'live'] }, attendee, []],
    ['phase not current', { requiresPhaseId: 'post-event' }, attendee, [{ rule: 'requiresPhaseId', values: ['post-event'] }]],
    ['phase list excludes current', { requiresPhaseId: ['pre-event', 'post-event'] }, attendee, [{ rule: 'requiresPhaseId', values: ['pre-event', 'post-event'] }]],
    ['phases given, site has no current phase', { requiresPhaseId: 'live' }, { ...attendee, currentPhaseId: undefined }, [{ rule: 'requiresPhaseId', values: ['live'] }]],
  ])('%s', (_name, permissions, ctx, reasons) => {
    expect(visibility(permissions, ctx)).toEqual({ visible: reasons.length === 0, reasons });
  });
});

describe('visibility: a string and a one-element list mean the same', () => {
  it.each<[keyof Permissions, string, VisibilityContext]>([
    ['blockedScope', 'meetings', attendee],
    ['blockedScope', 'siteeditor', attendee],
    ['requireScope', 'meetings', attendee],
    ['requireScope', 'siteeditor', attendee],
    ['requiresFeature', 'showMeetings', attendee],
    ['requiresFeature', 'enableProfile', attendee],
    ['requiresPhaseId', 'live', attendee],
    ['requiresPhaseId', 'post-event', attendee],
  ])('%s: %j', (rule, value, ctx) => {
    expect(visibility({ [rule]: value }, ctx)).toEqual(visibility({ [rule]: [value] }, ctx));
  });

  it('values are trimmed and blanks ignored', () => {
    expect(visibility({ requireScope: [' meetings ', ''], blockedScope: '  ' }, attendee)).toEqual({ visible: true, reasons: [] });
    expect(visibility({ requireScope: ' inperson ' }, attendee).reasons).toEqual([{ rule: 'requireScope', values: ['inperson'] }]);
  });
});

describe('visibility: rules combined', () => {
  it.each<[string, Permissions, VisibilityContext, HiddenReason[]]>([
    [
      'all four pass',
      { blockedScope: 'siteeditor', requireScope: 'meetings', requiresFeature: 'showMeetings', requiresPhaseId: 'live' },
      attendee,
      [],
    ],
    [
      'all four fail, reasons in rule order',
      { blockedScope: 'meetings', requireScope: 'siteeditor', requiresFeature: 'enableProfile', requiresPhaseId: 'post-event' },
      attendee,
      [
        { rule: 'blockedScope', values: ['meetings'] },
        { rule: 'requireScope', values: ['siteeditor'] },
        { rule: 'requiresFeature', values: ['enableProfile'] },
        { rule: 'requiresPhaseId', values: ['post-event'] },
      ],
    ],
    [
      'only the feature fails',
      { requireScope: ['meetings'], requiresFeature: ['showMeetings', 'enableProfile'], requiresPhaseId: ['live'] },
      attendee,
      [{ rule: 'requiresFeature', values: ['enableProfile'] }],
    ],
    [
      'same scope both blocked and required: always hidden for a holder',
      { blockedScope: 'meetings', requireScope: 'meetings' },
      attendee,
      [{ rule: 'blockedScope', values: ['meetings'] }],
    ],
    [
      'same scope both blocked and required: always hidden for a non-holder',
      { blockedScope: 'meetings', requireScope: 'meetings' },
      anonymous,
      [{ rule: 'requireScope', values: ['meetings'] }],
    ],
    [
      'anonymous visitor on a signed-in-only live block',
      { requireScope: 'session-catalog', requiresPhaseId: 'live' },
      anonymous,
      [
        { rule: 'requireScope', values: ['session-catalog'] },
        { rule: 'requiresPhaseId', values: ['live'] },
      ],
    ],
  ])('%s', (_name, permissions, ctx, reasons) => {
    expect(visibility(permissions, ctx)).toEqual({ visible: reasons.length === 0, reasons });
  });
});

describe('visibility: phases from a setting vs from the item', () => {
  it.each<[string, Permissions | undefined, string[], VisibilityContext, HiddenReason[]]>([
    ['setting includes current phase', undefined, ['pre-event', 'live'], attendee, []],
    ['setting excludes current phase', undefined, ['post-event'], attendee, [{ rule: 'requiresPhaseId', values: ['post-event'] }]],
    ['empty setting means every phase', undefined, [], attendee, []],
    ['setting with an item without phases', { requireScope: 'meetings' }, ['post-event'], attendee, [{ rule: 'requiresPhaseId', values: ['post-event'] }]],
    ["item's phases win over the setting (item allows)", { requiresPhaseId: 'live' }, ['post-event'], attendee, []],
    ["item's phases win over the setting (item forbids)", { requiresPhaseId: 'post-event' }, ['live'], attendee, [{ rule: 'requiresPhaseId', values: ['post-event'] }]],
    ['an empty item list falls back to the setting', { requiresPhaseId: [] }, ['post-event'], attendee, [{ rule: 'requiresPhaseId', values: ['post-event'] }]],
    ['setting values are trimmed and blanks ignored', undefined, [' live ', ''], attendee, []],
    ['a setting of blanks means every phase', undefined, ['', '  '], attendee, []],
    ['setting, site without a current phase', undefined, ['live'], { ...attendee, currentPhaseId: undefined }, [{ rule: 'requiresPhaseId', values: ['live'] }]],
    ['other rules still apply with a setting', { requiresFeature: 'enableProfile' }, ['live'], attendee, [{ rule: 'requiresFeature', values: ['enableProfile'] }]],
  ])('%s', (_name, permissions, setting, ctx, reasons) => {
    expect(visibility(permissions, ctx, setting)).toEqual({ visible: reasons.length === 0, reasons });
  });
});

describe('visibility: the inputs are left alone', () => {
  it('does not mutate permissions or the setting list', () => {
    const permissions: Permissions = { requireScope: ['a', 'b'], requiresPhaseId: ['x'] };
    const setting = ['live'];
    const before = structuredClone({ permissions, setting });
    visibility(permissions, attendee, setting);
    expect({ permissions, setting }).toEqual(before);
  });

  it('a reason list is a copy: changing it does not change the permissions', () => {
    const permissions: Permissions = { requiresPhaseId: ['post-event'] };
    const { reasons } = visibility(permissions, attendee);
    reasons[0]?.values.push('changed');
    expect(permissions.requiresPhaseId).toEqual(['post-event']);
  });
});

describe('asList', () => {
  it.each<[string | string[] | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['meetings', ['meetings']],
    ['  meetings ', ['meetings']],
    [['a', ' b ', '', '  '], ['a', 'b']],
    [[], []],
  ])('%j → %j', (input, expected) => {
    expect(asList(input)).toEqual(expected);
  });
});

describe('reasonKey', () => {
  it.each<HiddenReason['rule']>(['blockedScope', 'requireScope', 'requiresFeature', 'requiresPhaseId'])('%s', (rule) => {
    expect(reasonKey({ rule, values: [] })).toBe(`translate.base.visibility.${rule}`);
  });
});
