import { describe, expect, it } from 'vitest';
import { blockTypes } from '../../blocks';
import { createAppRegistry } from '../../src/app/block-contract';
import type { BlockInstance } from '../../src/engine';
import type { ValidationIssue } from '../../src/engine/lazy/validation';
import { blockIssues, blockJsonText, ID_FIXED, judgeBlockJson, PARENT_FIXED, UNKNOWN_TYPE } from '../../src/editor/forms/block-json';
import { contentValidatorFor } from '../../src/editor/forms/schema-library';

const original: BlockInstance = {
  component: 'section-heading',
  contentId: 'awards-heading',
  key: 'awards-heading',
  parentId: 'awards-group',
  props: { heading: 'Awards', headingLevel: 2 },
};
const text = (value: unknown) => JSON.stringify(value, null, 2);
const changed = { ...original, props: { ...original.props, heading: 'Winners' } };
const problem: ValidationIssue = { path: '/props/headingLevel', message: 'must be <= 6' };

describe('judgeBlockJson (save only when the JSON parses, is valid and changed)', () => {
  it.each([
    { name: 'the text as opened', input: blockJsonText(original), issues: [], kind: 'unchanged' },
    { name: 'the same JSON laid out differently', input: JSON.stringify(original), issues: [], kind: 'unchanged' },
    { name: 'keys in another order', input: text({ props: original.props, key: original.key, contentId: original.contentId, component: original.component, parentId: original.parentId }), issues: [], kind: 'unchanged' },
    { name: 'a changed prop', input: text(changed), issues: [], kind: 'ready' },
    { name: 'a trailing comma', input: `${text(changed).slice(0, -2)},\n}`, issues: [], kind: 'unparsable' },
    { name: 'an empty text', input: '', issues: [], kind: 'unparsable' },
    { name: 'a change the rules refuse', input: text(changed), issues: [problem], kind: 'invalid' },
    { name: 'no change, but the rules refuse the original', input: blockJsonText(original), issues: [problem], kind: 'invalid' },
  ])('$name → $kind', ({ input, issues, kind }) => {
    const verdict = judgeBlockJson(input, original, () => issues);
    expect(verdict.kind).toBe(kind);
    if (verdict.kind === 'ready') expect(verdict.block).toEqual(changed);
    if (verdict.kind === 'invalid') expect(verdict.issues).toEqual(issues);
    if (verdict.kind === 'unparsable') expect(verdict.message).not.toBe('');
  });
});

describe('blockIssues (the server’s rules for one block)', () => {
  const registry = createAppRegistry(blockTypes);
  const validator = contentValidatorFor(registry);
  const issues = (value: unknown) => blockIssues(value, original, validator, (name) => registry.has(name));

  it.each([
    { name: 'a valid change', value: changed, paths: [] },
    { name: 'a prop over its limit', value: { ...original, props: { headingLevel: 9 } }, paths: ['/props/headingLevel'] },
    { name: 'an unknown prop', value: { ...original, props: { colour: 'red' } }, paths: ['/props/colour'] },
    { name: 'a missing envelope field', value: { component: 'section-heading', contentId: 'awards-heading', parentId: 'awards-group', props: {} }, paths: ['/key'] },
    { name: 'an unknown envelope field', value: { ...original, extra: true }, paths: ['/extra'] },
    { name: 'bad permissions', value: { ...original, permissions: { requireScope: 7 } }, paths: expect.arrayContaining(['/permissions/requireScope']) },
    { name: 'another block type, checked against its own schema', value: { ...original, component: 'content-block', props: {} }, paths: ['/props/html'] },
    { name: 'an unknown block type', value: { ...original, component: 'no-such-block' }, paths: ['/component'] },
    { name: 'a renamed block', value: { ...original, contentId: 'other' }, paths: ['/contentId'] },
    { name: 'a moved block', value: { ...original, parentId: undefined }, paths: ['/parentId'] },
    { name: 'not an object', value: [original], paths: [''] },
  ])('$name', ({ value, paths }) => {
    expect(issues(JSON.parse(JSON.stringify(value))).map((issue) => issue.path)).toEqual(paths);
  });

  it('words its own rules as translation keys', () => {
    const messages = issues({ ...original, contentId: 'other', parentId: 'elsewhere', component: 'nope' }).map((issue) => issue.message);
    expect(messages).toEqual([UNKNOWN_TYPE, ID_FIXED, PARENT_FIXED]);
  });
});
