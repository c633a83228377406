import { describe, expect, it } from 'vitest';
import { blockListCodec, recordCodec } from '../../server/history/state-codecs';
import { heading } from './blocks';

const a = heading('a', 'A');
const b = heading('b', 'B');
const c = heading('c', 'C');
const changedB = heading('b', 'B changed');

describe('revision patches', () => {
  it.each([
    ['nothing changed', [a, b], [a, b], { added: 0, removed: 0, changed: 0, moved: false, fields: [] }],
    ['a block changed', [a, b], [a, changedB], { added: 0, removed: 0, changed: 1, moved: false, fields: ['b'] }],
    ['a block added', [a, b], [a, c, b], { added: 1, removed: 0, changed: 0, moved: false, fields: ['c'] }],
    ['a block removed', [a, b, c], [a, c], { added: 0, removed: 1, changed: 0, moved: false, fields: ['b'] }],
    ['blocks moved', [a, b, c], [c, a, b], { added: 0, removed: 0, changed: 0, moved: true, fields: [] }],
    ['a first save', [], [a, b], { added: 2, removed: 0, changed: 0, moved: false, fields: ['a', 'b'] }],
  ])('a page with %s reads back from its patch', (_case, before, after, summary) => {
    const { patch, summary: described } = blockListCodec.diff(before, after);
    expect(described).toEqual(summary);
    expect(blockListCodec.apply(before, patch)).toEqual(after);
  });

  it('keeps a small edit small: only the changed block, no block order', () => {
    const { patch } = blockListCodec.diff([a, b, c], [a, changedB, c]);
    expect(patch).toEqual({ put: [changedB] });
  });

  it.each([
    ['a value changed', { x: 1, y: 2 }, { x: 1, y: 3 }, { added: 0, removed: 0, changed: 1, fields: ['y'] }],
    ['a name added and one removed', { x: 1 }, { y: 'new' }, { added: 1, removed: 1, changed: 0, fields: ['y', 'x'] }],
    ['an object value changed inside', { list: [1, { deep: true }] }, { list: [1, { deep: false }] }, { added: 0, removed: 0, changed: 1, fields: ['list'] }],
  ])('named values with %s read back from their patch', (_case, before, after, summary) => {
    const { patch, summary: described } = recordCodec.diff(before, after);
    expect(described).toEqual(summary);
    expect(recordCodec.apply(before, patch)).toEqual(after);
  });
});
