import { describe, expect, it } from 'vitest';
import { GATED_PAGES, pageGate, type PageGate, type PageGateViewer } from '../../src/engine/page-gates';
import { matchRoute, ROUTES } from '../../src/engine/routes';
import { ROLE_SCOPES } from '../../src/engine/scopes';

/** Spec 2 §2 and spec 1 §6: personal routes need sign-in, their scope (any of) and their flags; a flag off → not found. */

const ALL_ON = {
  enableMySchedule: true, allowLogOn: true, enableFavorites: true, showEvaluations: true, enableProfile: true,
  showMessaging: true, showMeetings: true, enableAppointmentCreation: true,
};
const viewer = (scopes: readonly string[], features: Record<string, boolean> = ALL_ON): PageGateViewer => ({ scopes, features });

const anonymous = viewer([]);
const attendee = viewer(ROLE_SCOPES.attendee);
const catalogueOnly = viewer(['session-catalog']);
const contentEditor = viewer(ROLE_SCOPES.contenteditor);
const siteEditor = viewer(ROLE_SCOPES.siteeditor);

describe('pageGate: the three refusals', () => {
  it.each<[string, string, PageGateViewer, PageGate]>([
    ['an open page, anonymous', 'sessions', anonymous, 'open'],
    ['an unknown page id', 'no-such-page', anonymous, 'open'],
    ['a prototype key is no rule', '__proto__', anonymous, 'open'],
    ['anonymous on the profile', 'profile', anonymous, 'sign-in'],
    ['attendee on the profile', 'profile', attendee, 'open'],
    ['profile switched off, attendee', 'profile', viewer(ROLE_SCOPES.attendee, { ...ALL_ON, enableProfile: false }), 'not-found'],
    ['profile switched off, anonymous: not found before sign-in', 'profile', viewer([], { ...ALL_ON, enableProfile: false }), 'not-found'],
    ['an unknown flag counts as off', 'profile', viewer(ROLE_SCOPES.attendee, {}), 'not-found'],
    ['inbox without the tools scope', 'inbox', catalogueOnly, 'forbidden'],
    ['inbox with it', 'inbox', attendee, 'open'],
    ['meetings without the meetings scope', 'meeting-detail', viewer(['session-catalog', 'event-tools']), 'forbidden'],
    ['meetings with it', 'meeting-edit', attendee, 'open'],
    ['schedule without the tools scope', 'schedule', catalogueOnly, 'forbidden'],
    ['favorites need allowLogOn too', 'favorites', viewer(ROLE_SCOPES.attendee, { ...ALL_ON, allowLogOn: false }), 'not-found'],
    ['favorites: signed in is enough', 'favorites', catalogueOnly, 'open'],
    ['evaluations switched off', 'evaluation-detail', viewer(ROLE_SCOPES.attendee, { ...ALL_ON, showEvaluations: false }), 'not-found'],
    ['an appointment, anonymous', 'appointment-detail', anonymous, 'sign-in'],
    ['an appointment: signed in is enough', 'appointment-detail', viewer(['session-catalog'], {}), 'open'],
    ['editing an appointment without the meetings scope', 'appointment-edit', viewer(['session-catalog', 'event-tools']), 'forbidden'],
    ['editing an appointment with meetings switched off', 'appointment-edit', viewer(ROLE_SCOPES.attendee, { ...ALL_ON, showMeetings: false }), 'not-found'],
    ['editing an appointment', 'appointment-edit', attendee, 'open'],
    ['a new appointment without the meetings scope', 'appointment-new', viewer(['session-catalog', 'event-tools']), 'forbidden'],
    ['a new appointment while creation is off', 'appointment-new', viewer(ROLE_SCOPES.attendee, { ...ALL_ON, enableAppointmentCreation: false }), 'not-found'],
    ['a new appointment needs no showMeetings', 'appointment-new', viewer(ROLE_SCOPES.attendee, { ...ALL_ON, showMeetings: false }), 'open'],
  ])('%s → %s', (_story, page, who, gate) => {
    expect(pageGate(page, who)).toBe(gate);
  });
});

describe('pageGate: editors', () => {
  it('content editors open a switched-off page (they prepare it), like stored pages behind a flag', () => {
    expect(pageGate('meetings', viewer(ROLE_SCOPES.contenteditor, {}))).toBe('open');
  });

  it('but are never given a scope they lack', () => {
    expect(pageGate('meetings', viewer(['contenteditor'], {}))).toBe('forbidden');
  });

  it.each<[string, string, PageGateViewer, PageGate]>([
    ['site-editor', 'a content editor', contentEditor, 'forbidden'],
    ['site-editor', 'a site editor', siteEditor, 'open'],
    ['file-uploader', 'a content editor', contentEditor, 'forbidden'],
    ['glyph-search', 'a content editor', contentEditor, 'open'],
    ['live-now-ticker-editor', 'an attendee', attendee, 'forbidden'],
    ['glyph-search', 'anonymous', anonymous, 'sign-in'],
  ])('the tool %s for %s → %s', (page, _who, who, gate) => {
    expect(pageGate(page, who)).toBe(gate);
  });
});

describe('GATED_PAGES: the table', () => {
  const routedPages = new Set(ROUTES.map((route) => route.page));

  it('names pages of the route table, each once', () => {
    const pages = GATED_PAGES.map((rule) => rule.page);
    expect(pages.filter((page) => !routedPages.has(page))).toEqual([]);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it.each(['/user/profile', '/user/profile/contact', '/user/inbox', '/schedule', '/favorites', '/meetings', '/meetings/schedule', '/meetings/edit/m1', '/meetings/m1', '/appointments/schedule', '/appointments/edit/a1', '/appointments/a1', '/evaluations', '/evaluations/conference', '/evaluations/e1'])(
    'gates the personal route %s',
    (path) => {
      expect(pageGate(matchRoute(path).page, anonymous)).toBe('sign-in');
    },
  );
});
