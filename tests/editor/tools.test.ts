import { describe, expect, it } from 'vitest';
import { GLYPHS, searchGlyphs } from '../../src/editor/tools/glyph-search/glyph-index';
import { uploadProblem } from '../../src/editor/tools/file-uploader/upload-file';
import { fromDraft, newDraft, problemsByLine, toDraft } from '../../src/editor/tools/live-now/ticker-draft';
import type { LiveNowItem } from '../../src/engine';

describe('glyph search', () => {
  it('holds the whole icon set, each glyph with its name and tags', () => {
    expect(GLYPHS.length).toBeGreaterThan(1000);
    expect(GLYPHS.find((glyph) => glyph.name === 'calendar')?.tags.length).toBeGreaterThan(0);
  });

  it('finds glyphs by a misspelt name and by meaning, and lists all for an empty query', () => {
    expect(searchGlyphs('calender')[0]?.name).toMatch(/^calendar/);
    expect(searchGlyphs('wheelchair').map((glyph) => glyph.name)).toContain('accessibility');
    expect(searchGlyphs('   ')).toBe(GLYPHS);
    expect(searchGlyphs('zzzzqqqq')).toEqual([]);
  });
});

describe('upload checks before sending', () => {
  it.each([
    [{ name: 'design.PNG', size: 10 }, undefined],
    [{ name: 'photo.jpeg', size: 10 }, undefined],
    [{ name: 'notes.txt', size: 10 }, 'type'],
    [{ name: 'logo.svg', size: 10 }, 'type'],
    [{ name: 'empty.gif', size: 0 }, 'empty'],
    [{ name: 'huge.jpg', size: 10 * 1024 * 1024 + 1 }, 'size'],
  ])('%j → %s', (file, problem) => {
    expect(uploadProblem(file)).toBe(problem);
  });
});

describe('ticker drafts', () => {
  const item: LiveNowItem = { id: 'keynote', text: { 'en-us': 'Keynote', 'ja-jp': '基調講演' }, url: '/sessions', startsAt: '2027-03-09T17:00:00.000Z', endsAt: '2027-03-09T18:30:00.000Z' };

  it('shows times on the event’s wall clock and saves them as the same moments', () => {
    const draft = toDraft(item, 'America/Los_Angeles');
    expect(draft.startsAt).toBe('2027-03-09T09:00');
    expect(draft.endsAt).toBe('2027-03-09T10:30');
    expect(draft.text['de-de']).toBe('');
    expect(fromDraft(draft, 'America/Los_Angeles')).toEqual(item);
  });

  it('drops blank texts and links, and keeps an unreadable time as typed so its check names it', () => {
    const draft = { ...toDraft(item, 'UTC'), url: '  ', startsAt: '' };
    const saved = fromDraft({ ...draft, text: { ...draft.text, 'ja-jp': '  ' } }, 'UTC');
    expect(saved.url).toBeUndefined();
    expect(saved.text).toEqual({ 'en-us': 'Keynote' });
    expect(saved.startsAt).toBe('');
  });

  it('starts a new line at the next half hour, for an hour, with a free id', () => {
    const draft = newDraft(['item-2'], new Date('2027-03-09T17:10:00Z'), 'UTC');
    expect(draft.id).toBe('item-3');
    expect([draft.startsAt, draft.endsAt]).toEqual(['2027-03-09T17:30', '2027-03-09T18:30']);
  });

  it('groups problems by line and field, from the server’s paths or the local check’s', () => {
    const byLine = problemsByLine([
      { path: '/body/items/2/endsAt', message: 'must be after the start' },
      { path: '/0/text/en-us', message: 'is required' },
      { path: '/body/items', message: 'must hold at most 50 items' },
    ]);
    expect(byLine.get(2)?.get('endsAt')).toBe('must be after the start');
    expect(byLine.get(0)?.get('text/en-us')).toBe('is required');
    expect(byLine.size).toBe(2);
  });
});
