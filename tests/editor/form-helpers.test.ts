import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../src/engine/lazy/validation';
import { formUiSchema, groupFields, humanize } from '../../src/editor/forms/form-layout';
import { fromLists, listFormSchema, toLists } from '../../src/editor/forms/permission-lists';
import { propsPatch, pruneUndefined } from '../../src/editor/forms/props-patch';
import { permissionsSchema } from '../../src/editor/forms/schema-library';

describe('propsPatch (what a form change sends to editProps)', () => {
  it.each([
    { name: 'nothing changed', before: { a: 1, b: { c: 2 } }, after: { b: { c: 2 }, a: 1 }, patch: {} },
    { name: 'a changed value', before: { a: 1 }, after: { a: 2 }, patch: { a: 2 } },
    { name: 'a new prop', before: {}, after: { a: 'x' }, patch: { a: 'x' } },
    { name: 'a cleared field removes the prop', before: { a: 'x', b: 1 }, after: { a: undefined, b: 1 }, patch: { a: undefined } },
    { name: 'a missing prop removes it', before: { a: 'x' }, after: {}, patch: { a: undefined } },
    { name: 'a nested change replaces the top-level prop, minus undefined members', before: { t: { h: 'a', s: 'b' } }, after: { t: { h: 'a', s: undefined } }, patch: { t: { h: 'a' } } },
    { name: 'an undefined member alone is no change', before: { t: { h: 'a' } }, after: { t: { h: 'a', s: undefined } }, patch: {} },
    { name: 'no form data at all', before: { a: 1 }, after: undefined, patch: { a: undefined } },
  ])('$name', ({ before, after, patch }) => {
    expect(propsPatch(before, after)).toEqual(patch);
  });

  it('keeps list positions when an item is undefined', () => {
    expect(pruneUndefined([1, undefined, { a: undefined }])).toEqual([1, null, {}]);
  });
});

describe('groupFields and labels', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      wrapperWidth: { type: 'number', 'x-group': 'layout' },
      heading: { type: 'string' },
      secret: { type: 'string', 'x-hidden': true },
      hideOnMobile: { type: 'boolean', 'x-group': 'visibility' },
      sponsorTier: { type: 'string', 'x-group': 'sponsors' },
      body: { type: 'string', 'x-order': 1 },
      title: { type: 'string', 'x-order': 0 },
    },
  };

  it('sorts groups as the panel shows them: content first, known groups in order, invented ones last', () => {
    expect(groupFields(schema)).toEqual([
      { id: 'content', names: ['title', 'body', 'heading'] },
      { id: 'layout', names: ['wrapperWidth'] },
      { id: 'visibility', names: ['hideOnMobile'] },
      { id: 'sponsors', names: ['sponsorTier'] },
    ]);
  });

  it.each([
    ['wrapperBackgroundColor', 'Wrapper background color'],
    ['hideOnMobile', 'Hide on mobile'],
    ['og-title', 'Og title'],
    ['headingLevel2', 'Heading level2'],
  ])('humanize(%s) = %s', (name, label) => {
    expect(humanize(name)).toBe(label);
  });

  it('takes labels from x-label (translated when a key), widgets from x-editor, and names anyOf options', () => {
    const label = (text: string) => (text.startsWith('translate.') ? `«${text}»` : text);
    const ui = formUiSchema(
      {
        type: 'object',
        properties: {
          ogTitle: { type: 'string', 'x-label': 'og:title' },
          intro: { type: 'string', 'x-label': 'translate.intro.label', 'x-help': 'translate.intro.help' },
          html: { type: 'string', 'x-editor': 'richtext' },
          body: { type: 'string', maxLength: 5000, 'x-editor': 'translation' },
          width: { anyOf: [{ type: 'number', enum: [100, 50] }, { type: 'object', title: 'DeviceWidths', properties: { mobile: { type: 'number' } } }] },
          anchor: { anyOf: [{ type: 'string', const: 'back-to-top' }, { type: 'object' }] },
          links: { type: 'array', items: { type: 'object', title: 'NavigationLink', properties: { url: { type: 'string', 'x-editor': 'url' } } } },
        },
      },
      label,
    );
    expect(ui.ogTitle['ui:title']).toBe('og:title');
    expect(ui.intro).toMatchObject({ 'ui:title': '«translate.intro.label»', 'ui:help': '«translate.intro.help»' });
    expect(ui.html).toMatchObject({ 'ui:widget': 'textarea', 'ui:options': { rows: 8 } });
    expect(ui.body).toMatchObject({ 'ui:widget': 'textarea' });
    expect(ui.width.anyOf.map((option: Record<string, unknown>) => option['ui:title'])).toEqual(['«translate.base.editor.form.option.preset»', 'Device widths']);
    expect(ui.width.anyOf[1].mobile['ui:title']).toBe('Mobile');
    expect(ui.anchor.anyOf.map((option: Record<string, unknown>) => option['ui:title'])).toEqual(['back-to-top', '«translate.base.editor.form.option.object»']);
    expect(ui.links.items['ui:title']).toBeUndefined();
    expect(ui.links.items.url['ui:placeholder']).toBe('https://…');
  });
});

describe('permission lists', () => {
  it.each([
    { name: 'nothing', stored: undefined, lists: {} },
    { name: 'one name as a string', stored: { requireScope: 'speaker' }, lists: { requireScope: ['speaker'] } },
    { name: 'names as a list', stored: { blockedScope: ['a', 'b'], requiresPhaseId: [] }, lists: { blockedScope: ['a', 'b'] } },
  ])('toLists: $name', ({ stored, lists }) => {
    expect(toLists(stored)).toEqual(lists);
  });

  it.each([
    { name: 'no rules', lists: {}, stored: undefined },
    { name: 'only blanks', lists: { requireScope: ['', '  '] }, stored: undefined },
    { name: 'one name becomes a string', lists: { requireScope: [' speaker '] }, stored: { requireScope: 'speaker' } },
    { name: 'several stay a list', lists: { requiresFeature: ['a', '', 'b'] }, stored: { requiresFeature: ['a', 'b'] } },
  ])('fromLists: $name', ({ lists, stored }) => {
    expect(fromLists(lists)).toEqual(stored);
  });

  it('shows every rule of permissions.json as its list form', () => {
    const schema = listFormSchema(permissionsSchema());
    const properties = schema.properties as Record<string, JsonSchema>;
    expect(Object.keys(properties)).toEqual(['blockedScope', 'requireScope', 'requiresFeature', 'requiresPhaseId']);
    expect(properties.requireScope).toEqual({ type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 20 });
  });
});
