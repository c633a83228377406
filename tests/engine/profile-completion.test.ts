import { describe, expect, it } from 'vitest';
import { isItemFilled, profileCompletion, valueAtPath, type ProfileItem, type ProfileSection } from '../../src/engine/lazy/profile-completion';

const item = (path: string, style: ProfileItem['style'], completionWeight = 1): ProfileItem => ({ path, style, completionWeight });

describe('profile completion (spec 2 §5)', () => {
  it.each<[ProfileItem['style'], unknown, boolean]>([
    ['readonly', undefined, true],
    ['readonly', '', true],
    ['inputText', 'Ada', true],
    ['inputText', '   ', false],
    ['inputText', null, false],
    ['textArea', 'Bio', true],
    ['picture', '/api/v1/attendee/a/photo/x.webp', true],
    ['picture', null, false],
    ['options', 'DE', true],
    ['options', null, false],
    ['selectGroup', { value: 'dev', label: 'Developer' }, true],
    ['selectGroup', { value: '' }, false],
    ['selectGroup', 'dev', true],
    ['multiSelect', ['en'], true],
    ['multiSelect', [], false],
    ['nestedSelect', ['AI|Agents'], true],
    ['nestedSelect', [], false],
    ['nestedSelect', 'AI', false],
  ])('%s with %j is filled: %s', (style, value, filled) => {
    expect(isItemFilled(item('field', style), { field: value })).toBe(filled);
  });

  it('reads paths below objects', () => {
    expect(valueAtPath({ social: { linkedin: 'ada' } }, 'social/linkedin')).toBe('ada');
    expect(valueAtPath({ social: {} }, 'social/linkedin')).toBeUndefined();
    expect(valueAtPath({ social: null }, 'social/linkedin')).toBeUndefined();
  });

  it.each<[string, ProfileSection[], object, number]>([
    ['weighs items and rounds down', [{ id: 'a', itemsToShow: [item('a', 'inputText', 2), item('b', 'inputText', 1)] }], { a: 'x', b: '' }, 66],
    ['counts every section', [{ id: 'a', itemsToShow: [item('a', 'inputText')] }, { id: 'b', itemsToShow: [item('b', 'multiSelect')] }], { a: 'x', b: ['y'] }, 100],
    ['ignores items of weight 0', [{ id: 'a', itemsToShow: [item('a', 'inputText', 1), item('b', 'inputText', 0)] }], { a: 'x' }, 100],
    ['is 0 when nothing weighs anything', [{ id: 'a', itemsToShow: [item('a', 'inputText', 0)] }], { a: 'x' }, 0],
    ['is 0 without sections', [], {}, 0],
  ])('%s', (_name, sections, profile, percent) => {
    expect(profileCompletion(sections, profile)).toBe(percent);
  });
});
