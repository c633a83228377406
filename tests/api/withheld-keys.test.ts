import { describe, expect, it } from 'vitest';
import type { BlockInstance, Permissions } from '../../src/engine';
import { addTranslationKeys } from '../../server/translations/referenced-keys';
import { withheldKeys, type TextSources, type TextViewer } from '../../server/translations/withheld-keys';
import { heading } from './blocks';

const block = (contentId: string, props: Record<string, unknown>, extra: Partial<BlockInstance> = {}) => heading(contentId, '', { props, ...extra });
const text = (contentId: string, key: string, permissions?: Permissions) => heading(contentId, key, permissions ? { permissions } : {});

const ANONYMOUS: TextViewer = { scopes: [], features: { showExtras: true } };
const ATTENDEE: TextViewer = { scopes: ['session-catalog', 'event-tools'], features: { showExtras: true } };

describe('translation keys referenced by props', () => {
  it.each<[string, unknown, string[]]>([
    ['a key as a whole value', 'translate.a.b', ['translate.a.b']],
    ['literal text', 'Hello translate.a.b', []],
    ['something shaped almost like a key', ['translate.', 'translate..a', 'translate.a.', 'translate.a b'], []],
    ['keys nested in arrays and objects', { heading: 'translate.h', headingButtons: [{ text: 'translate.b1', url: '/x' }, { ariaLabel: 'translate.b2' }] }, ['translate.h', 'translate.b1', 'translate.b2']],
    ['values that are not strings', { level: 2, on: true, none: null, list: [1, [false]] }, []],
  ])('finds %s', (_name, value, keys) => {
    const found = new Set<string>();
    addTranslationKeys(value, found);
    expect([...found].sort()).toEqual([...keys].sort());
  });
});

interface Case {
  name: string;
  sources: Partial<TextSources>;
  viewer?: TextViewer;
  withheld: string[];
}

const home = (blocks: BlockInstance[], phase = 'pre-event') => ({ page: 'home', phase, blocks });

describe('keys withheld from a viewer who is not an editor', () => {
  it.each<Case>([
    { name: 'nothing of an open block', sources: { documents: [home([text('a', 'translate.open')])] }, withheld: [] },
    { name: 'the text of a block for site editors', sources: { documents: [home([text('a', 'translate.staff', { requireScope: 'siteeditor' })])] }, withheld: ['translate.staff'] },
    {
      name: 'the text of a block for attendees from an anonymous visitor, not from an attendee',
      sources: { documents: [home([text('a', 'translate.badge', { requireScope: 'event-tools' })])] },
      withheld: ['translate.badge'],
    },
    {
      name: 'nothing of that block from an attendee',
      sources: { documents: [home([text('a', 'translate.badge', { requireScope: 'event-tools' })])] },
      viewer: ATTENDEE,
      withheld: [],
    },
    {
      name: 'the text of a block for signed-out visitors from an attendee',
      sources: { documents: [home([text('a', 'translate.sign-in-please', { blockedScope: 'session-catalog' })])] },
      viewer: ATTENDEE,
      withheld: ['translate.sign-in-please'],
    },
    {
      name: 'the text of a block whose feature is off, not of one whose feature is on',
      sources: { documents: [home([text('a', 'translate.meetings', { requiresFeature: 'showMeetings' }), text('b', 'translate.extras', { requiresFeature: 'showExtras' })])] },
      withheld: ['translate.meetings'],
    },
    { name: 'the text of a disabled block', sources: { documents: [home([block('a', { heading: 'translate.off', isDisabled: true })])] }, withheld: ['translate.off'] },
    {
      name: 'the texts nested at any depth inside a hidden block',
      sources: {
        documents: [home([
          text('box', 'translate.box', { requireScope: 'siteeditor' }),
          block('inner', { heading: 'translate.inner' }, { parentId: 'box' }),
          block('deeper', { headingButtons: [{ text: 'translate.deeper' }] }, { parentId: 'inner' }),
        ])],
      },
      withheld: ['translate.box', 'translate.inner', 'translate.deeper'],
    },
    {
      name: 'nothing of a key an open block shares with a hidden one, in another phase or on another page',
      sources: {
        documents: [
          home([text('a', 'translate.shared', { requireScope: 'siteeditor' }), text('b', 'translate.shared-later', { requireScope: 'siteeditor' })]),
          home([block('c', { headingButtons: [{ text: 'translate.shared-later' }] })], 'live'),
          { page: 'about', phase: 'pre-event', blocks: [text('d', 'translate.shared')] },
        ],
      },
      withheld: [],
    },
    {
      name: 'each document judged in its own phase: only a block of another phase than its document is hidden',
      sources: {
        documents: [
          home([text('a', 'translate.live-teaser', { requiresPhaseId: ['live'] })]),
          home([text('b', 'translate.live-now', { requiresPhaseId: ['live'] })], 'live'),
        ],
      },
      withheld: ['translate.live-teaser'],
    },
    {
      name: 'the texts of a page needing a scope the visitor lacks, or a feature that is off',
      sources: {
        documents: [
          { page: 'members', phase: 'pre-event', blocks: [text('a', 'translate.members')] },
          { page: 'meetings', phase: 'pre-event', blocks: [text('b', 'translate.meetings-page')] },
        ],
        pages: new Map([['members', { requireScope: 'event-tools' }], ['meetings', { requiresFeature: 'showMeetings' }]]),
      },
      withheld: ['translate.members', 'translate.meetings-page'],
    },
    {
      name: 'nothing of a page whose scope an attendee holds',
      sources: { documents: [{ page: 'members', phase: 'pre-event', blocks: [text('a', 'translate.members')] }], pages: new Map([['members', { requireScope: 'event-tools' }]]) },
      viewer: ATTENDEE,
      withheld: [],
    },
    {
      name: 'the texts of a personal page of the route table from an anonymous visitor',
      sources: { documents: [{ page: 'profile', phase: 'pre-event', blocks: [text('a', 'translate.profile')] }] },
      viewer: { scopes: [], features: { enableProfile: true } },
      withheld: ['translate.profile'],
    },
    {
      name: 'from an attendee, nothing of a personal page whose flag is on, all of one whose flag is off',
      sources: {
        documents: [
          { page: 'profile', phase: 'pre-event', blocks: [text('a', 'translate.profile')] },
          { page: 'inbox', phase: 'pre-event', blocks: [text('b', 'translate.inbox')] },
        ],
      },
      viewer: { ...ATTENDEE, features: { enableProfile: true, showMessaging: false } },
      withheld: ['translate.inbox'],
    },
    {
      name: 'the texts of a deleted page, whoever asks',
      sources: { documents: [{ page: 'gone', phase: 'pre-event', blocks: [text('a', 'translate.gone')] }], pages: new Map([['gone', { deletedAt: '2020-01-01T00:00:00Z' }]]) },
      viewer: ATTENDEE,
      withheld: ['translate.gone'],
    },
    {
      name: 'nothing of a key served anyway (the UI’s own, a public setting’s)',
      sources: { documents: [home([text('a', 'translate.base.sign-in', { requireScope: 'siteeditor' })])], served: new Set(['translate.base.sign-in']) },
      withheld: [],
    },
  ])('$name', ({ sources, viewer = ANONYMOUS, withheld }) => {
    const keys = withheldKeys({ documents: [], pages: new Map(), served: new Set(), ...sources }, viewer);
    expect([...keys].sort()).toEqual([...withheld].sort());
  });
});
