import { describe, expect, it } from 'vitest';
import { ROLE_SCOPES, type EventPhase } from '../../src/engine';
import { momentInPhase } from '../../src/editor/preview/preview-moment';
import { parseScopeList, previewScopes } from '../../src/editor/preview/preview-scopes';

describe('previewScopes', () => {
  const own = ['contenteditor', 'event-tools'];

  it.each([
    ['self', own],
    ['anonymous', []],
    ['attendee', ROLE_SCOPES.attendee],
    ['inperson-attendee', ROLE_SCOPES['inperson-attendee']],
    ['custom', ['inperson', 'meetings']],
  ] as const)('gives the %s persona its scopes', (persona, expected) => {
    expect(previewScopes(persona, { own, custom: ' inperson, meetings inperson ' })).toEqual(expected);
  });

  it.each([
    ['', []],
    ['a,b', ['a', 'b']],
    ['a  b,,c', ['a', 'b', 'c']],
    [' a, a ', ['a']],
  ])('parses %j', (text, expected) => {
    expect(parseScopeList(text)).toEqual(expected);
  });
});

describe('momentInPhase', () => {
  const phases: EventPhase[] = [
    { id: 'pre', label: 'Pre', start: '2027-01-01T00:00:00Z' },
    { id: 'live', label: 'Live', start: '2027-03-09T15:00:00Z' },
    { id: 'post', label: 'Post', start: '2027-03-13T07:00:00Z' },
  ];
  const picked = new Date('2027-03-10T12:00:00Z');
  const now = new Date('2027-02-01T00:00:00Z');

  it('keeps the picked moment while it lies in the phase in view', () => {
    expect(momentInPhase(phases, 'live', [picked, now])).toBe(picked);
  });

  it('falls back to the testing date or clock when that lies in the phase', () => {
    expect(momentInPhase(phases, 'pre', [picked, now])).toBe(now);
  });

  it("otherwise shows the phase's start", () => {
    expect(momentInPhase(phases, 'post', [picked, now]).toISOString()).toBe('2027-03-13T07:00:00.000Z');
  });

  it('skips missing candidates', () => {
    expect(momentInPhase(phases, 'pre', [null, now])).toBe(now);
  });
});
